import 'reflect-metadata';
import { Container } from 'inversify';
import { accessModule, accessUseCases, type AccessUseCases } from '../../access/access-module';
import { PapaparseCsvWriter } from '../../inbox/adapters/papaparse-csv-writer';
import { inboxModule, inboxUseCases, type InboxUseCases } from '../../inbox/inbox-module';
import { auditModule, auditUseCases, type AuditUseCases } from '../../audit/audit-module';
import { privacyModule, privacyUseCases, type PrivacyUseCases } from '../../privacy/privacy-module';
import { reportsModule, reportsUseCases, type ReportsUseCases } from '../../reports/reports-module';
import { talksModule, talksUseCases, type TalksUseCases } from '../../talks/talks-module';
import { teamModule, teamUseCases, type TeamUseCases } from '../../team/team-module';
import { healthModule, healthUseCases, type HealthUseCases } from '../../health/health-module';
import {
  passkeysModule,
  passkeysUseCases,
  type PasskeysUseCases,
} from '../../passkeys/passkeys-module';
import { ServicePasskeyHolders } from '../../passkeys/adapters/service-passkey-holders';
import { CryptoRandomSource } from '../../shared/adapters/crypto-random-source';
import { SystemClock } from '../../shared/adapters/system-clock';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { kernelModule } from '../../shared/wiring/kernel-module';
import type { FirebaseConfig } from '../../shared/adapters/firebase-config';
import type { AppConfig } from '../shared/app-config';
import { createDemoStaffAdapters } from './demo-staff-adapters';
import type { StaffAdapters } from './staff-adapters';

/** What the staff UI may call, module by module: each module's UI asks only for its own. */
export interface StaffUseCases {
  access: AccessUseCases;
  inbox: InboxUseCases;
  privacy: PrivacyUseCases;
  audit: AuditUseCases;
  reports: ReportsUseCases;
  talks: TalksUseCases;
  team: TeamUseCases;
  health: HealthUseCases;
  passkeys: PasskeysUseCases;
}

/** The staff page's composition root: the only module that knows which adapters it runs on. */
export async function createStaffContainer(
  config: AppConfig,
  overrides?: StaffAdapters,
): Promise<Container> {
  const adapters = overrides ?? (await staffAdapters(config));
  const csvWriter = new PapaparseCsvWriter();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({
      clock: adapters.clock ?? new SystemClock(),
      randomSource: new CryptoRandomSource(),
    }),
    accessModule({
      staffAuthenticator: adapters.authenticator,
      staffDirectory: adapters.directory,
      noticePreferences: adapters.noticePreferences,
      passkeyHolders: new ServicePasskeyHolders(adapters.passkeys),
    }),
    inboxModule({
      applicationInbox: adapters.inbox,
      csvWriter,
      arrivalRecords: adapters.arrivalRecords,
      spamRemoval: adapters.spamRemoval,
    }),
    auditModule({ auditLog: adapters.auditLog }),
    privacyModule({
      applicantDataStore: adapters.applicantData,
      numberSpaceReadings: adapters.numberSpace,
    }),
    reportsModule({ monthlyReportReadings: adapters.monthlyReports, reportCsvWriter: csvWriter }),
    talksModule({ talkCalendar: adapters.talks }),
    teamModule({ teamService: adapters.team }),
    healthModule({ healthReadings: adapters.health }),
    passkeysModule({
      passkeyService: adapters.passkeys,
      authenticator: adapters.passkeyAuthenticator,
    }),
  );
  return container;
}

export function resolveStaffUseCases(container: Container): StaffUseCases {
  return {
    access: resolveUseCases(container, accessUseCases),
    inbox: resolveUseCases(container, inboxUseCases),
    privacy: resolveUseCases(container, privacyUseCases),
    audit: resolveUseCases(container, auditUseCases),
    reports: resolveUseCases(container, reportsUseCases),
    talks: resolveUseCases(container, talksUseCases),
    team: resolveUseCases(container, teamUseCases),
    health: resolveUseCases(container, healthUseCases),
    passkeys: resolveUseCases(container, passkeysUseCases),
  };
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
