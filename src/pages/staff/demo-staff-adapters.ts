import type { Clock } from '../../shared/domain/clock';
import { demoArrivalRecords } from './demo/demo-arrival-records';
import { startDemoArrivals } from './demo/demo-arrivals';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoInbox } from './demo/demo-inbox-data';
import { demoPastApplications } from './demo/demo-past-applications';
import { demoErasedNumbers } from './demo/demo-erased-numbers';
import { measuredWhenRead } from './demo/demo-number-space';
import { computedWhenRead } from './demo/demo-monthly-reports';
import { demoTalks } from './demo/demo-talks';
import { demoHealth } from './demo/demo-health';
import { InMemoryTalkCalendar } from '../../talks/adapters/memory/in-memory-talk-calendar';
import { InMemoryApplicationInbox } from '../../applications/adapters/memory/in-memory-application-inbox';
import { InMemoryArrivalRecords } from '../../inbox/adapters/memory/in-memory-arrival-records';
import { InMemorySpamRemoval } from '../../inbox/adapters/memory/in-memory-spam-removal';
import { InMemoryAuditLog } from '../../audit/adapters/memory/in-memory-audit-log';
import { InMemoryStaffAccess } from '../../access/adapters/memory/in-memory-staff-access';
import type { StaffAdapters } from './staff-adapters';
import type { InvitationDelivery } from '../../team/ui/invitation-delivery';
import { localTeam } from './demo/demo-team';
import { InMemoryApplicantDataStore } from '../../applications/adapters/memory/in-memory-applicant-data-store';
import { InMemoryMonthActivity } from '../../reports/adapters/memory/in-memory-month-activity';
import { InMemoryMonthTalks } from '../../reports/adapters/memory/in-memory-month-talks';
import { formUseOfApplications } from './demo/demo-form-use';
import { localPasskeys } from './demo/demo-passkeys';
import { receiveFromPublicPages } from './demo/demo-sharing';

/** Lets the demo feel like a real backend (a spinner shows, a list takes a moment). */
const DEMO_LATENCY_MS = 300;

/**
 * Demo mode: the inbox and the accounts live in this tab's memory, seeded with about 30
 * fictitious applications (a few past the retention period, a few numbers left by erasures, one
 * of them past its quarantine); one more arrives every two minutes, and what the demo's public
 * page sends from another tab of the browser arrives too (demo-sharing.ts). There is no server:
 * no e-mail goes out, and only a few applications carry a simulated arrival record, each saying so
 * in its history. The number space's gauge is measured, and the monthly report computed, from
 * this store, the public form's use included (a form sent for each application, and a few left);
 * a few talks are scheduled, with seats for some applications En trámite and a past one attended.
 * Estado shows a plausible measurement and heartbeats, written as it is read. Passkeys run the
 * server's own steps in the page (demo-passkeys.ts) with a stand-in, which is no authenticator
 * (the screens say so): each account adds its first one, and Auditoría shows every change of
 * keys. Nothing leaves the browser.
 */
export function createDemoStaffAdapters(clock: Clock): StaffAdapters {
  const inbox = new InMemoryApplicationInbox(clock, DEMO_LATENCY_MS);
  const { records, histories } = demoInbox(clock.now());
  const arrivalRecords = new InMemoryArrivalRecords(DEMO_LATENCY_MS);
  const { arrivals, notes } = demoArrivalRecords(records);
  for (const [id, arrival] of arrivals) arrivalRecords.record(id, arrival);
  for (const [id, note] of Object.entries(notes)) histories[id] = [note, ...(histories[id] ?? [])];
  inbox.seed(records, histories);
  const past = demoPastApplications(clock.now());
  inbox.seed(past.records, past.histories);
  const announceNumber = receiveFromPublicPages(inbox);
  startDemoArrivals(inbox, clock, undefined, ({ id }) => announceNumber?.(id));
  const access = new InMemoryStaffAccess(DEMO_ACCOUNTS, DEMO_LATENCY_MS, DEMO_PASSWORD, () =>
    clock.now(),
  );
  const auditLog = new InMemoryAuditLog(clock);
  const applicantData = new InMemoryApplicantDataStore(inbox.store);
  const talks = new InMemoryTalkCalendar(inbox.store);
  const { talks: scheduled, seats } = demoTalks(clock.now(), records);
  talks.seed(scheduled, seats);
  applicantData.seedErasures(demoErasedNumbers(clock.now()));
  const { team, outbox } = localTeam(access, auditLog, clock, DEMO_LATENCY_MS);
  const passkeys = localPasskeys(access, auditLog, outbox, clock, DEMO_LATENCY_MS);
  return {
    inbox,
    arrivalRecords,
    spamRemoval: new InMemorySpamRemoval(inbox.store, auditLog),
    auditLog,
    applicantData,
    numberSpace: measuredWhenRead(applicantData, clock),
    monthlyReports: computedWhenRead(
      {
        activity: new InMemoryMonthActivity(inbox.store),
        talks: new InMemoryMonthTalks(talks),
        formUse: formUseOfApplications(inbox.store),
      },
      clock,
    ),
    talks,
    health: demoHealth(
      clock,
      records.slice(-1).map(({ id }) => id),
    ),
    authenticator: access,
    directory: access,
    noticePreferences: access,
    team,
    passkeys: passkeys.service,
    passkeyAuthenticator: passkeys.authenticator,
  };
}

const DEMO_ROLE_NOTES = {
  staff: 'personal de la oficina',
  admin: 'administración',
  none: 'no está en la lista del personal: muestra el mensaje de acceso denegado',
};

/**
 * The demo accounts as the sign-in page lists them. They are fictitious; so are their passwords.
 */
export const demoAccountHints = () =>
  DEMO_ACCOUNTS.map(({ email, password, role }) => ({
    email,
    password,
    note: DEMO_ROLE_NOTES[role ?? 'none'],
  }));

/** Equipo in the demo: no e-mail goes out, so an invited member signs in with the demo password. */
export const demoInvitationDelivery: InvitationDelivery = {
  by: 'demo-password',
  password: DEMO_PASSWORD,
};
