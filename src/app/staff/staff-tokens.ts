import type { Container } from 'inversify';
import type { AddNote } from '../../application/staff/add-note';
import type { ChangeApplicationStage } from '../../application/staff/change-application-stage';
import type { ExportApplications } from '../../application/staff/export-applications';
import type { LoadNextPage } from '../../application/staff/load-next-page';
import type { EraseApplication } from '../../application/staff/privacy/erase-application';
import type { ExportPersonalData } from '../../application/staff/privacy/export-personal-data';
import type { FindPersonApplications } from '../../application/staff/privacy/find-person-applications';
import type { PurgeExpiredApplications } from '../../application/staff/privacy/purge-expired-applications';
import type { RectifyApplication } from '../../application/staff/privacy/rectify-application';
import type { SearchApplications } from '../../application/staff/search-applications';
import type { SendPasswordReset } from '../../application/staff/send-password-reset';
import type { SignInStaff } from '../../application/staff/sign-in-staff';
import type { SignOutStaff } from '../../application/staff/sign-out-staff';
import type { WatchApplication, WatchApplicationHistory } from '../../application/staff/watch-application';
import type { WatchInboxPage } from '../../application/staff/watch-inbox-page';
import type { WatchNewCount } from '../../application/staff/watch-new-count';
import type { WatchStaffSession } from '../../application/staff/watch-staff-session';
import type { Clock } from '../../domain/clock';
import type { ApplicantDataStore } from '../../domain/privacy/applicant-data-store';
import type { CsvWriter } from '../../domain/staff/application-export';
import type { ApplicationInbox } from '../../domain/staff/application-inbox';
import type { StaffAuthenticator, StaffDirectory } from '../../domain/staff/staff-access';

/** A symbol that remembers what it resolves to, so `resolveStaff` is typed without casts. */
export type StaffToken<T> = symbol & { readonly __resolvesTo?: T };

const token = <T>(name: string) => Symbol(name) as StaffToken<T>;

/** The staff page's own tokens: its container shares nothing with the public page's. */
export const STAFF_TOKENS = {
  applicationInbox: token<ApplicationInbox>('ApplicationInbox'),
  applicantDataStore: token<ApplicantDataStore>('ApplicantDataStore'),
  staffAuthenticator: token<StaffAuthenticator>('StaffAuthenticator'),
  staffDirectory: token<StaffDirectory>('StaffDirectory'),
  clock: token<Clock>('Clock'),
  csvWriter: token<CsvWriter>('CsvWriter'),
  watchSession: token<WatchStaffSession>('WatchStaffSession'),
  signIn: token<SignInStaff>('SignInStaff'),
  signOut: token<SignOutStaff>('SignOutStaff'),
  sendPasswordReset: token<SendPasswordReset>('SendPasswordReset'),
  watchInboxPage: token<WatchInboxPage>('WatchInboxPage'),
  loadNextPage: token<LoadNextPage>('LoadNextPage'),
  watchNewCount: token<WatchNewCount>('WatchNewCount'),
  searchApplications: token<SearchApplications>('SearchApplications'),
  watchApplication: token<WatchApplication>('WatchApplication'),
  watchHistory: token<WatchApplicationHistory>('WatchApplicationHistory'),
  changeStage: token<ChangeApplicationStage>('ChangeApplicationStage'),
  addNote: token<AddNote>('AddNote'),
  exportApplications: token<ExportApplications>('ExportApplications'),
  findPersonApplications: token<FindPersonApplications>('FindPersonApplications'),
  exportPersonalData: token<ExportPersonalData>('ExportPersonalData'),
  rectifyApplication: token<RectifyApplication>('RectifyApplication'),
  eraseApplication: token<EraseApplication>('EraseApplication'),
  purgeExpiredApplications: token<PurgeExpiredApplications>('PurgeExpiredApplications'),
};

export function resolveStaff<T>(container: Container, staffToken: StaffToken<T>): T {
  return container.get<T>(staffToken);
}
