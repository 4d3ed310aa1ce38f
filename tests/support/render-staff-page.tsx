import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStaffContainer, resolveStaffUseCases } from '../../src/pages/staff/container';
import { StaffRoot } from '../../src/pages/staff/staff-root';
import { createStaffQueryClient } from '../../src/pages/staff/staff-query-client';

import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import type { HistoryEntry } from '../../src/applications/domain/history-entry';
import type { StaffAuthenticator, StaffDirectory } from '../../src/access/domain/staff-access';
import type { NoticePreferences } from '../../src/access/domain/notice-preference';
import { InMemoryApplicationInbox } from '../../src/applications/adapters/memory/in-memory-application-inbox';
import { InMemoryArrivalRecords } from '../../src/inbox/adapters/memory/in-memory-arrival-records';
import { InMemorySpamRemoval } from '../../src/inbox/adapters/memory/in-memory-spam-removal';
import { InMemoryAuditLog } from '../../src/audit/adapters/memory/in-memory-audit-log';
import type { DemoAccountHint } from '../../src/access/ui/sign-in/demo-accounts';
import { fixedClock } from './deterministic';
import { localTeam } from '../../src/pages/staff/demo/demo-team';
import { pageRootOptions } from './page-root-options';
import { CLERK, PASSWORD, passkeysFor, staffAccess } from './staff-fixtures';
import type { InMemoryApplicationStore } from '../../src/applications/adapters/memory/in-memory-application-store';
import { InMemoryApplicantDataStore } from '../../src/applications/adapters/memory/in-memory-applicant-data-store';
import type { ErasureRecord } from '../../src/applications/domain/erasure-record';
import type { NumberSpaceReadings } from '../../src/privacy/domain/number-space-gauge';
import { measuredWhenRead } from '../../src/pages/staff/demo/demo-number-space';
import { computedWhenRead } from '../../src/pages/staff/demo/demo-monthly-reports';
import { InMemoryMonthActivity } from '../../src/reports/adapters/memory/in-memory-month-activity';
import { InMemoryMonthTalks } from '../../src/reports/adapters/memory/in-memory-month-talks';
import { InMemoryFormUseCounts } from '../../src/form-use/adapters/memory/in-memory-form-use-counts';
import type { FormUseTotals } from '../../src/form-use/domain/form-use-counts';
import type { MonthlyReportReadings } from '../../src/reports/domain/monthly-report-store';
import { InMemoryTalkCalendar } from '../../src/talks/adapters/memory/in-memory-talk-calendar';
import type { Seat } from '../../src/talks/domain/seat';
import type { Talk } from '../../src/talks/domain/talk';
import type { HealthReadings } from '../../src/health/domain/health-ports';
import { InMemoryHealthStore } from '../../src/health/adapters/memory/in-memory-health-store';

import type { InvitationDelivery } from '../../src/team/ui/invitation-delivery';
import type { Authenticator } from '../../src/passkeys/domain/passkey-service';

export interface StaffPageOptions {
  records?: ApplicationRecord[];
  histories?: Record<string, HistoryEntry[]>;
  access?: ReturnType<typeof staffAccess>;
  /** Another sign-in provider in front of the in-memory accounts (to fail in ways they cannot). */
  authenticator?: StaffAuthenticator;
  directory?: StaffDirectory;
  /** What the server recorded as applications arrived: nothing, unless given. */
  arrivalRecords?: InMemoryArrivalRecords;
  /** The members' choices of e-mail notices: the in-memory accounts' own, unless given. */
  noticePreferences?: NoticePreferences;
  demoAccounts?: DemoAccountHint[] | null;
  user?: UserEvent;
  /** What is left of applications erased before the test: none, unless given. */
  erasures?: ErasureRecord[];
  /** The number space's last reading: measured from the store as it is read, as in the demo. */
  numberSpace?: NumberSpaceReadings;
  /** The monthly reports: computed from the store as they are read, as in the demo. */
  monthlyReports?: MonthlyReportReadings;
  /** The public form's per-day counts the reports add up: none by default. */
  formUse?: FormUseTotals;
  /** The address the page is opened at: the inbox's, unless given. */
  path?: string;
  /** The information talks and their seats: none, unless given. */
  talks?: { talks: Talk[]; seats: Seat[] };
  /** Estado's readings: an empty store (nothing measured yet), unless given. */
  health?: HealthReadings;
  /** The privacy screen's store over the inbox's: the in-memory one, unless given. */
  applicantData?: (store: InMemoryApplicationStore) => InMemoryApplicantDataStore;
  /** How Equipo says an invited member gets in: by e-mail, unless given (the demo's). */
  invitationDelivery?: InvitationDelivery;
  /** The browser's authenticator: the demo's stand-in, unless given (to fail as a real one can). */
  passkeyAuthenticator?: Authenticator;
  /**
   * Whether changes of keys go to the audit log Auditoría reads, as in the demo: to a log of their
   * own unless given, so that a test of another section's records reads only those (every
   * sign-in here adds a key or uses one).
   */
  auditKeyChanges?: boolean;
}

/**
 * The staff page wired through its real composition root, with the error reporting main.tsx gives
 * React, on in-memory adapters the test can reach.
 */
export async function renderStaffPage(options: StaffPageOptions = {}) {
  const clock = fixedClock();
  const inbox = new InMemoryApplicationInbox(clock);
  inbox.seed(options.records ?? [], options.histories ?? {});
  const access = options.access ?? staffAccess();
  const arrivalRecords = options.arrivalRecords ?? new InMemoryArrivalRecords();
  const auditLog = new InMemoryAuditLog(clock);
  const applicantData =
    options.applicantData?.(inbox.store) ?? new InMemoryApplicantDataStore(inbox.store);
  applicantData.seedErasures(options.erasures ?? []);
  const { team, outbox } = localTeam(access, auditLog, clock);
  const passkeys = passkeysFor(access, {
    clock,
    auditLog: options.auditKeyChanges ? auditLog : new InMemoryAuditLog(clock),
    outbox,
  });
  const talks = new InMemoryTalkCalendar(inbox.store);
  talks.seed(options.talks?.talks ?? [], options.talks?.seats ?? []);
  const container = await createStaffContainer(
    { storage: 'memory' },
    {
      inbox,
      arrivalRecords,
      spamRemoval: new InMemorySpamRemoval(inbox.store, auditLog),
      auditLog,
      applicantData,
      numberSpace: options.numberSpace ?? measuredWhenRead(applicantData, clock),
      monthlyReports:
        options.monthlyReports ??
        computedWhenRead(
          {
            activity: new InMemoryMonthActivity(inbox.store),
            talks: new InMemoryMonthTalks(talks),
            formUse: options.formUse ?? new InMemoryFormUseCounts(),
          },
          clock,
        ),
      authenticator: options.authenticator ?? access,
      directory: options.directory ?? access,
      noticePreferences: options.noticePreferences ?? access,
      talks,
      team,
      health: options.health ?? new InMemoryHealthStore(),
      passkeys: passkeys.service,
      passkeyAuthenticator: options.passkeyAuthenticator ?? passkeys.authenticator,
      clock,
    },
  );
  const user = options.user ?? userEvent.setup();
  const demoAccounts = options.demoAccounts ?? null;
  const useCases = resolveStaffUseCases(container);
  // The page reads its view from the address: each test starts at the inbox's own, whatever the
  // one before left in jsdom's history.
  window.history.replaceState(null, '', options.path ?? '/personal/');
  const queryClient = createStaffQueryClient();
  render(
    <StaffRoot
      useCases={useCases}
      demoAccounts={demoAccounts}
      queryClient={queryClient}
      {...(options.invitationDelivery && { invitationDelivery: options.invitationDelivery })}
    />,
    pageRootOptions,
  );
  return {
    user,
    inbox,
    access,
    arrivalRecords,
    auditLog,
    talks,
    outbox,
    team,
    queryClient,
    passkeys,
  };
}

export const emailField = () => screen.getByLabelText('Correo electrónico');
export const passwordField = () => screen.getByLabelText('Contraseña');

/** Signs in through the form, as staff would. */
export async function signIn(
  user: UserEvent,
  email = CLERK.email,
  password = PASSWORD,
): Promise<void> {
  await user.type(await screen.findByLabelText('Correo electrónico'), email);
  await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

/**
 * After the password, the passkey's step through the demo's stand-in: the first time a key is
 * created (and named), after that one is used.
 */
export async function passPasskeyStep(user: UserEvent): Promise<void> {
  const title = await screen.findByRole('heading', {
    level: 1,
    name: /^(Crea|Usa) tu llave de acceso$/,
  });
  if (title.textContent === 'Crea tu llave de acceso') {
    await user.type(screen.getByLabelText('Nombre de la llave'), 'Computadora de la oficina');
    await user.click(screen.getByRole('button', { name: 'Crear mi llave de acceso' }));
  } else {
    await user.click(screen.getByRole('button', { name: 'Usar mi llave de acceso' }));
  }
}

/** Signs in with the password and the passkey, and waits for the inbox. */
export async function openInbox(user: UserEvent, email = CLERK.email): Promise<void> {
  await signIn(user, email);
  await passPasskeyStep(user);
  await screen.findByRole('heading', { level: 1, name: 'Solicitudes' });
}
