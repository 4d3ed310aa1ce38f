import { createContext, useContext } from 'react';
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

/** The staff page's use cases: all the UI can do, and nothing about where data lives. */
export interface StaffUseCases {
  watchSession: Pick<WatchStaffSession, 'watch'>;
  signIn: Pick<SignInStaff, 'execute'>;
  signOut: Pick<SignOutStaff, 'execute'>;
  sendPasswordReset: Pick<SendPasswordReset, 'execute'>;
  watchInboxPage: Pick<WatchInboxPage, 'watch'>;
  loadNextPage: Pick<LoadNextPage, 'execute'>;
  watchNewCount: Pick<WatchNewCount, 'watch'>;
  searchApplications: Pick<SearchApplications, 'execute'>;
  watchApplication: Pick<WatchApplication, 'watch'>;
  watchHistory: Pick<WatchApplicationHistory, 'watch'>;
  changeStage: Pick<ChangeApplicationStage, 'execute'>;
  addNote: Pick<AddNote, 'execute'>;
  exportApplications: Pick<ExportApplications, 'execute'>;
  findPersonApplications: Pick<FindPersonApplications, 'execute'>;
  exportPersonalData: Pick<ExportPersonalData, 'execute'>;
  rectifyApplication: Pick<RectifyApplication, 'execute'>;
  eraseApplication: Pick<EraseApplication, 'execute'>;
  purgeExpiredApplications: Pick<PurgeExpiredApplications, 'count' | 'execute'>;
}

/** Filled by the staff composition root (src/app/staff) with the use cases it resolved. */
export const StaffUseCasesContext = createContext<StaffUseCases | null>(null);

export function useStaffUseCases(): StaffUseCases {
  const useCases = useContext(StaffUseCasesContext);
  if (useCases === null) throw new Error('StaffUseCasesContext is missing: render the staff page inside StaffRoot.');
  return useCases;
}
