import 'reflect-metadata';
import { Container } from 'inversify';
import { AddNote } from '../../application/staff/add-note';
import { ChangeApplicationStage } from '../../application/staff/change-application-stage';
import { ExportApplications } from '../../application/staff/export-applications';
import { LoadNextPage } from '../../application/staff/load-next-page';
import { SearchApplications } from '../../application/staff/search-applications';
import { SendPasswordReset } from '../../application/staff/send-password-reset';
import { SignInStaff } from '../../application/staff/sign-in-staff';
import { SignOutStaff } from '../../application/staff/sign-out-staff';
import { WatchApplication, WatchApplicationHistory } from '../../application/staff/watch-application';
import { WatchInboxPage } from '../../application/staff/watch-inbox-page';
import { WatchNewCount } from '../../application/staff/watch-new-count';
import { WatchStaffSession } from '../../application/staff/watch-staff-session';
import type { Clock } from '../../domain/clock';
import type { CsvWriter } from '../../domain/staff/application-export';
import type { ApplicationInbox } from '../../domain/staff/application-inbox';
import type { StaffAuthenticator, StaffDirectory } from '../../domain/staff/staff-access';
import { PapaparseCsvWriter } from '../../infrastructure/csv/papaparse-csv-writer';
import { SystemClock } from '../../infrastructure/system-clock';
import type { AppConfig, FirebaseConfig } from '../shared/app-config';
import { bindPrivacyUseCases } from './bind-privacy-use-cases';
import { createDemoStaffAdapters } from './demo-staff-adapters';
import type { StaffAdapters } from './staff-adapters';
import { STAFF_TOKENS as T } from './staff-tokens';

/** The staff page's composition root: the only module that knows which adapters it runs on. */
export async function createStaffContainer(config: AppConfig, overrides?: StaffAdapters): Promise<Container> {
  const adapters = overrides ?? (await staffAdapters(config));
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(T.applicationInbox).toConstantValue(adapters.inbox);
  container.bind(T.applicantDataStore).toConstantValue(adapters.applicantData);
  container.bind(T.staffAuthenticator).toConstantValue(adapters.authenticator);
  container.bind(T.staffDirectory).toConstantValue(adapters.directory);
  container.bind(T.clock).toConstantValue(adapters.clock ?? new SystemClock());
  container.bind(T.csvWriter).toConstantValue(new PapaparseCsvWriter());

  container.bind(T.watchSession).toResolvedValue((auth: StaffAuthenticator, dir: StaffDirectory) => new WatchStaffSession(auth, dir), [T.staffAuthenticator, T.staffDirectory]);
  container.bind(T.signIn).toResolvedValue((auth: StaffAuthenticator, dir: StaffDirectory) => new SignInStaff(auth, dir), [T.staffAuthenticator, T.staffDirectory]);
  container.bind(T.signOut).toResolvedValue((auth: StaffAuthenticator) => new SignOutStaff(auth), [T.staffAuthenticator]);
  container.bind(T.sendPasswordReset).toResolvedValue((auth: StaffAuthenticator) => new SendPasswordReset(auth), [T.staffAuthenticator]);

  container.bind(T.watchInboxPage).toResolvedValue((store: ApplicationInbox) => new WatchInboxPage(store), [T.applicationInbox]);
  container.bind(T.loadNextPage).toResolvedValue((store: ApplicationInbox) => new LoadNextPage(store), [T.applicationInbox]);
  container.bind(T.watchNewCount).toResolvedValue((store: ApplicationInbox) => new WatchNewCount(store), [T.applicationInbox]);
  container.bind(T.searchApplications).toResolvedValue((store: ApplicationInbox) => new SearchApplications(store), [T.applicationInbox]);
  container.bind(T.watchApplication).toResolvedValue((store: ApplicationInbox) => new WatchApplication(store), [T.applicationInbox]);
  container.bind(T.watchHistory).toResolvedValue((store: ApplicationInbox) => new WatchApplicationHistory(store), [T.applicationInbox]);
  container.bind(T.changeStage).toResolvedValue((store: ApplicationInbox) => new ChangeApplicationStage(store), [T.applicationInbox]);
  container.bind(T.exportApplications).toResolvedValue(
    (store: ApplicationInbox, csv: CsvWriter, clock: Clock) => new ExportApplications(store, csv, clock),
    [T.applicationInbox, T.csvWriter, T.clock],
  );
  container.bind(T.addNote).toResolvedValue((store: ApplicationInbox) => new AddNote(store), [T.applicationInbox]);
  bindPrivacyUseCases(container);
  return container;
}

function staffAdapters(config: AppConfig): Promise<StaffAdapters> {
  switch (config.storage) {
    case 'memory':
      return Promise.resolve(createDemoStaffAdapters(new SystemClock()));
    case 'firestore':
      return createFirestoreStaffAdapters(config.firebase);
  }
}

async function createFirestoreStaffAdapters(firebase: FirebaseConfig): Promise<StaffAdapters> {
  const { loadFirestoreStaffAdapters } = await import('./load-firestore-staff-adapters');
  return loadFirestoreStaffAdapters(firebase);
}
