import 'reflect-metadata';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { AdminOutbox } from '../notifications/adapters/server/admin-outbox';
import { AdminRecentArrivals } from '../notifications/adapters/server/admin-recent-arrivals';
import { AdminStaffRecipients } from '../notifications/adapters/server/admin-staff-recipients';
import { NodemailerMailSender } from '../notifications/adapters/server/nodemailer-mail-sender';
import type { SmtpSettings } from '../notifications/adapters/server/nodemailer-mail-sender';
import {
  announcementModule,
  announcementUseCases,
  deliveryModule,
  deliveryUseCases,
  digestModule,
  digestUseCases,
} from '../notifications/notifications-module';
import { CryptoRandomSource } from '../shared/adapters/crypto-random-source';
import { SystemClock } from '../shared/adapters/system-clock';
import { resolveToken, resolveUseCases } from '../shared/wiring/container-module';
import { kernelModule } from '../shared/wiring/kernel-module';
import { AdminAppCheckTokens } from '../submission/adapters/server/admin-app-check-tokens';
import { AdminApplicationRepository } from '../submission/adapters/server/admin-application-repository';
import { AdminIntakeLedger } from '../submission/adapters/server/admin-intake-ledger';
import { AdminIntakeRefusals } from '../submission/adapters/server/admin-intake-refusals';
import { AdminEarlierApplications } from '../submission/adapters/server/admin-earlier-applications';
import { AdminIntakeReplies } from '../submission/adapters/server/admin-intake-replies';
import { AdminReviewMarks } from '../submission/adapters/server/admin-review-marks';
import { AdminTakenNumbers } from '../submission/adapters/server/admin-taken-numbers';
import { HmacAddressKeys } from '../submission/adapters/server/hmac-address-keys';
import { intakeModule, intakeUseCases } from '../submission/intake-module';
import { submissionModule } from '../submission/submission-module';
import { AdminNumberSpace } from '../privacy/adapters/server/admin-number-space';
import { AdminRetentionStore } from '../privacy/adapters/server/admin-retention-store';
import { numberSpaceModule, numberSpaceUseCases } from '../privacy/number-space-module';
import { retentionModule, retentionUseCases } from '../privacy/retention-module';
import { AdminMonthActivity } from '../reports/adapters/server/admin-month-activity';
import { AdminMonthTalks } from '../reports/adapters/server/admin-month-talks';
import { AdminMonthlyReportStore } from '../reports/adapters/server/admin-monthly-report-store';
import { monthlyReportModule, monthlyReportUseCases } from '../reports/monthly-report-module';
import { AdminSeatRegistry } from '../talks/adapters/server/admin-seat-registry';
import {
  seatMailModule,
  seatMailUseCases,
  talkChoiceModule,
  talkChoiceUseCases,
  talkServerModule,
  talkServerUseCases,
} from '../talks/talk-server-module';
import { AdminNameKeys } from '../inbox/adapters/server/admin-name-keys';
import { AdminStatusLinks } from '../applicant-status/adapters/server/admin-status-links';
import { AdminStatusRecords } from '../applicant-status/adapters/server/admin-status-records';
import {
  statusLinkModule,
  statusLinkUseCases,
  statusPagesModule,
  statusPagesUseCases,
} from '../applicant-status/applicant-status-module';
import { nameKeysModule, nameKeysUseCases } from '../inbox/name-keys-module';
import { describeFailure } from '../shared/domain/describe-failure';
import type { ApplicationId } from '../submission/domain/application-id';
import { AdminHealthCounts } from '../health/adapters/server/admin-health-counts';
import { AdminHealthStore } from '../health/adapters/server/admin-health-store';
import { healthServerModule, healthServerUseCases } from '../health/health-module';
import { intakeFirestore } from './intake-firestore';
import { AdminFormUseCounts } from '../form-use/adapters/server/admin-form-use-counts';
import { formUseModule, formUseUseCases } from '../form-use/form-use-module';
import { formUseAdmission } from './form-use-admission';
import { statusPageAdmission, talkPageAdmission } from './talk-page-admission';
import { AdminTeamAccounts } from '../team/adapters/server/admin-team-accounts';
import { AdminTeamAuditTrail } from '../team/adapters/server/admin-team-audit-trail';
import { teamServerModule, teamServerUseCases } from '../team/team-module';
import type { IntakeSettings, ReportSettings } from './server-settings';

/**
 * The server's composition root: the only place that picks its adapters (the Admin SDK for
 * storage, nodemailer for e-mail). Each function builds the container it needs once per instance,
 * on its first call, because settings can only be read while a function runs.
 */
const adminApp = () => getApps()[0] ?? initializeApp();

const kernel = () =>
  kernelModule({ randomSource: new CryptoRandomSource(), clock: new SystemClock() });

/** What the server's e-mail is queued with: the outbox, its recipients, and the settings. */
function announcements(settings: ReportSettings, intakePerHour: number, db: Firestore) {
  const app = adminApp();
  const keys = new HmacAddressKeys(settings.addressKeySecret);
  const ledger = new AdminIntakeLedger(db);
  const module = announcementModule({
    outbox: new AdminOutbox(db),
    staffRecipients: new AdminStaffRecipients(db, getAuth(app)),
    receiptLedger: ledger,
    mailboxKeys: keys,
    mailSettings: { siteUrl: settings.siteUrl, intakePerHour },
  });
  return { app, keys, ledger, module };
}

/** The intake: SubmitApplication over the Admin SDK, its limits, and the e-mail it queues. */
export function composeIntake(settings: IntakeSettings) {
  const db = intakeFirestore(adminApp());
  const { app, keys, ledger, module } = announcements(
    settings,
    settings.limits.wholeIntake.perWindow,
    db,
  );
  const container = new Container({ defaultScope: 'Singleton' });
  /**
   * The link to choose a talk is a courtesy: when it cannot be issued, the application is
   * stored and its receipt sent all the same, without it (staff give a seat).
   */
  const offerTalkChoice = async (id: ApplicationId) => {
    try {
      const path = await resolveToken(container, talkServerUseCases.offerTalkChoice.token).execute(
        id,
      );
      return new URL(path, settings.siteUrl).href;
    } catch (error) {
      console.error('primer-paso: no se pudo ofrecer elegir charla', describeFailure(error));
      return undefined;
    }
  };
  container.load(
    kernel(),
    talkServerModule({ seatRegistry: new AdminSeatRegistry(db) }),
    submissionModule({
      applicationRepository: new AdminApplicationRepository(db),
      // Once every random draw was taken: the held numbers, a page per bounded query.
      takenNumbers: new AdminTakenNumbers(db),
    }),
    module,
    intakeModule({
      intakeLedger: ledger,
      addressKeys: keys,
      reviewMarks: new AdminReviewMarks(db),
      earlierApplications: new AdminEarlierApplications(db),
      // Written by AdminApplicationRepository, in the batch that stores their application.
      intakeReplies: new AdminIntakeReplies(db),
      arrivalListener: {
        // Only an application whose receipt goes out gets a link to choose its talk, in that
        // e-mail alone: one marked for review (a flood, maybe), or past its mailbox's budget,
        // waits for staff, and the sender is handed nothing.
        arrived: (application, forReview, links) =>
          resolveToken(container, announcementUseCases.announceApplication.token).arrived(
            application,
            forReview,
            { ...links, talkChoice: () => offerTalkChoice(application.id) },
          ),
      },
      intakeLimits: settings.limits,
      intakeRefusals: new AdminIntakeRefusals(db),
      // The applicant-status module's link, for the answer and the receipt e-mail alike.
      statusLinkIssuer: {
        issue: (application, token) =>
          resolveToken(container, statusLinkUseCases.issueStatusLink.token).execute(
            application,
            token,
          ),
        kept: (application, token) =>
          resolveToken(container, statusLinkUseCases.issueStatusLink.token).kept(
            application,
            token,
          ),
        decoy: () => resolveToken(container, statusLinkUseCases.issueStatusLink.token).decoy(),
      },
    }),
    statusLinkModule({ statusLinks: new AdminStatusLinks(db) }),
  );
  return {
    receiveApplication: resolveUseCases(container, intakeUseCases).receiveApplication,
    appCheck: settings.requireAppCheck ? new AdminAppCheckTokens(getAppCheck(app)) : undefined,
  };
}

/** The outbox's sender: DeliverDueMail over the Admin SDK and the cooperative's SMTP server. */
export function composeDelivery(smtp: SmtpSettings) {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernel(),
    deliveryModule({
      outbox: new AdminOutbox(getFirestore(adminApp())),
      mailSender: new NodemailerMailSender(smtp),
    }),
  );
  return resolveUseCases(container, deliveryUseCases);
}

/** The monthly purge: the admins' purge use case over the Admin SDK, and its report by e-mail. */
export function composePurge(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const { module } = announcements(settings, 0, db);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernel(),
    module,
    retentionModule({ retentionStore: new AdminRetentionStore(db) }),
  );
  return {
    ...resolveUseCases(container, retentionUseCases),
    reportPurge: resolveToken(container, announcementUseCases.reportPurge.token),
  };
}

/** The staff's daily digest: what arrived in the last day, queued to the members who asked. */
export function composeDigest(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const { module } = announcements(settings, 0, db);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(kernel(), module, digestModule({ recentArrivals: new AdminRecentArrivals(db) }));
  return resolveUseCases(container, digestUseCases);
}

/**
 * The number space's daily measurement: storage's counts and the reading kept for the admins'
 * screen (the Admin SDK), and its alarm bound to the admins' alert e-mail.
 */
export function composeNumberSpace(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const { module } = announcements(settings, 0, db);
  const numberSpace = new AdminNumberSpace(db);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernel(),
    module,
    numberSpaceModule({
      numberSpaceCounter: numberSpace,
      numberSpaceGauge: numberSpace,
      numberSpaceAlarm: {
        passedAlertShare: async (reading) => {
          await resolveToken(container, announcementUseCases.alertNumberSpace.token).execute(
            reading,
          );
        },
      },
    }),
  );
  return resolveUseCases(container, numberSpaceUseCases);
}

/**
 * The monthly reports' daily refresh: storage's counts of applications and talks over the Admin
 * SDK, and each month's report kept for the staff page (Reports/YYYY-MM). No e-mail, so no
 * settings.
 */
export function composeMonthlyReports() {
  const db = getFirestore(adminApp());
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernel(),
    monthlyReportModule({
      monthActivity: new AdminMonthActivity(db),
      monthTalks: new AdminMonthTalks(db),
      monthlyReportStore: new AdminMonthlyReportStore(db),
      formUseTotals: new AdminFormUseCounts(db),
    }),
  );
  return resolveUseCases(container, monthlyReportUseCases);
}

/**
 * The seats' trigger on Applications: what an application closed, associated, removed or erased
 * does to its seats, over the Admin SDK. No e-mail, so no settings.
 */
export function composeSeats() {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernel(),
    talkServerModule({ seatRegistry: new AdminSeatRegistry(getFirestore(adminApp())) }),
  );
  return resolveUseCases(container, talkServerUseCases);
}

/**
 * The name keys' trigger on Applications: the keys search by name queries, written when an
 * application arrives or its name is corrected, deleted when it is removed or erased, over the
 * Admin SDK. No e-mail, so no settings.
 */
export function composeNameKeys() {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernel(),
    nameKeysModule({ nameKeyStore: new AdminNameKeys(getFirestore(adminApp())) }),
  );
  return resolveUseCases(container, nameKeysUseCases);
}

/**
 * The applicant's e-mail about their seat (the invitation when it is given): the seats over the
 * Admin SDK, queued in the outbox within the mailbox's budget (the intake's ledger, under keyed
 * hashes).
 */
export function composeSeatMail({ siteUrl, addressKeySecret }: ReportSettings) {
  const db = getFirestore(adminApp());
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernel(),
    talkServerModule({ seatRegistry: new AdminSeatRegistry(db) }),
    seatMailModule({
      outbox: new AdminOutbox(db),
      seatMailSettings: { siteUrl },
      // The receipt's ledger and keys: one budget per mailbox for every e-mail to an applicant.
      mailboxBudget: {
        ledger: new AdminIntakeLedger(db),
        keys: new HmacAddressKeys(addressKeySecret),
      },
    }),
  );
  return resolveUseCases(container, seatMailUseCases);
}

/**
 * The pages the applicant's links open: the seats over the Admin SDK, and a count of what each
 * network address does there (the intake's ledger, under keyed hashes of addresses).
 */
export function composeTalkPages(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const keys = new HmacAddressKeys(settings.addressKeySecret);
  const ledger = new AdminIntakeLedger(db);
  const clock = new SystemClock();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernel(),
    talkServerModule({ seatRegistry: new AdminSeatRegistry(db) }),
    // The intake's keys: one keyed hash of a mailbox for its budget and for its one seat.
    talkChoiceModule({ seatMailboxKeys: keys }),
  );
  return {
    ...resolveUseCases(container, talkServerUseCases),
    ...resolveUseCases(container, talkChoiceUseCases),
    admit: talkPageAdmission(ledger, keys, clock),
  };
}

/**
 * The status pages (¿En qué va mi solicitud?): the links and the applications over the Admin SDK,
 * the seats for the talk's part, the lost link's e-mail through the outbox within the mailbox's
 * budget, and a count of what each network address posts there (the intake's ledger, under keyed
 * hashes of addresses).
 */
export function composeStatusPages(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const keys = new HmacAddressKeys(settings.addressKeySecret);
  const ledger = new AdminIntakeLedger(db);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernel(),
    statusLinkModule({ statusLinks: new AdminStatusLinks(db) }),
    statusPagesModule({
      statusRecords: new AdminStatusRecords(db),
      statusSeats: new AdminSeatRegistry(db),
      statusLedger: ledger,
      statusKeys: keys,
      statusOutbox: new AdminOutbox(db),
      statusMailbox: { ledger, keys },
      statusSettings: { siteUrl: settings.siteUrl },
    }),
  );
  return {
    ...resolveUseCases(container, statusPagesUseCases),
    admit: statusPageAdmission(ledger, keys, new SystemClock()),
    clock: new SystemClock(),
  };
}

/** An application removed or erased: its status links go with it (the seats' trigger runs it). */
export function composeStatusLinks() {
  return new AdminStatusLinks(getFirestore(adminApp()));
}

/**
 * Equipo: the team's accounts (Auth) and allowlist over the Admin SDK, each change in the audit
 * log, the invitation's e-mail through the outbox. The same as `npm run first-admin`'s.
 */
export function composeTeam(siteUrl: string, app = adminApp()) {
  const db = getFirestore(app);
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernel(),
    teamServerModule({
      teamAccounts: new AdminTeamAccounts(db, getAuth(app)),
      teamAuditTrail: new AdminTeamAuditTrail(db),
      outbox: new AdminOutbox(db),
      invitationSettings: { inboxUrl: new URL('/personal/', siteUrl).href },
    }),
  );
  return resolveUseCases(container, teamServerUseCases);
}

/**
 * Estado's server side: each scheduled job's heartbeat, and the outbox's and the intake's counts
 * kept in Health/status, over the Admin SDK. No e-mail: Estado must not depend on it.
 */
export function composeHealth() {
  const db = getFirestore(adminApp());
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernel(),
    healthServerModule({
      healthStore: new AdminHealthStore(db),
      healthCounts: new AdminHealthCounts(db),
      intakeRefusals: new AdminIntakeRefusals(db),
    }),
  );
  return resolveUseCases(container, healthServerUseCases);
}

/**
 * The public form's beacons (POST /api/uso): each day's counts over the Admin SDK, a bound per
 * network address and event and one per relay (the intake's ledger, under keyed hashes of
 * addresses), and the site's origin, the only page whose beacons count.
 */
export function composeFormUse(settings: ReportSettings) {
  const db = getFirestore(adminApp());
  const clock = new SystemClock();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    kernelModule({ randomSource: new CryptoRandomSource(), clock }),
    formUseModule({ formUseCounts: new AdminFormUseCounts(db) }),
  );
  return {
    ...resolveUseCases(container, formUseUseCases),
    siteOrigin: new URL(settings.siteUrl).origin,
    admit: formUseAdmission(
      new AdminIntakeLedger(db),
      new HmacAddressKeys(settings.addressKeySecret),
      clock,
    ),
  };
}
