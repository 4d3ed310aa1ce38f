import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  APPLICATIONS_COLLECTION,
  OUTBOX_COLLECTION,
  SEATS_COLLECTION,
  TALKS_COLLECTION,
} from '../shared/adapters/firestore/collection-names';
import { isApplicationId } from '../submission/domain/application-id';
import { adminApplicationStateOf } from '../talks/adapters/server/admin-talk-documents';
import { answerIntake } from '../submission/adapters/server/answer-intake';
import { PLAIN_FORM_HEADERS } from '../submission/adapters/server/plain-form-policy';
import { INTAKE_STATUS } from '../submission/domain/intake-answer';
import {
  INTAKE_BUDGET_HEADER,
  intakeDeadline,
  PLAIN_FORM_DEADLINE_MS,
} from '../submission/domain/intake-deadline';
import { IDEMPOTENCY_KEY_HEADER } from '../submission/domain/intake-replies';
import { clientAddress, forwardedEntriesNote, relayAddress } from './client-address';
import {
  composeDelivery,
  composeDigest,
  composeFormUse,
  composeHealth,
  composeIntake,
  composeMonthlyReports,
  composeNameKeys,
  composeNumberSpace,
  composePurge,
  composeSeatMail,
  composeSeats,
  composeStatusLinks,
  composeStatusPages,
  composeTalkPages,
  composeTeam,
} from './server-container';
import { answerTeamCall } from '../team/adapters/server/answer-team-call';
import { answerTalkPage, BODY_REFUSED, TOO_MANY } from '../talks/adapters/server/talk-pages';
import { TALK_PAGE_HEADERS } from '../talks/adapters/server/talk-page-policy';
import {
  answerStatusPage,
  BODY_REFUSED as STATUS_BODY_REFUSED,
  TOO_MANY as STATUS_TOO_MANY,
} from '../applicant-status/adapters/server/status-pages';
import { STATUS_PAGE_HEADERS } from '../applicant-status/adapters/server/status-page-policy';
import { linkPageRequest } from './link-page-request';
import { boundRequestBodies } from './bounded-request-bodies';
import {
  BODY_BOUNDED_FUNCTIONS,
  BODY_DEADLINE_MS,
  bodyRefusal,
  MAX_REQUEST_BODY_BYTES,
} from './request-body-limit';
import { SERVER_REGION } from './server-region';
import { answerFormUse } from '../form-use/adapters/server/answer-form-use';
import {
  adminNamedApplicationOf,
  adminNamedBeforeOf,
} from '../inbox/adapters/server/admin-name-keys';
import { SCHEDULED_PURGE } from '../privacy/domain/erasure';
import type { ScheduledJob } from '../health/domain/scheduled-jobs';
import { JOB_FAILED } from '../shared/domain/server-failure-codes';
import { describeFailure } from '../shared/domain/describe-failure';
import {
  readIntakeSettings,
  readMailSettings,
  readReportSettings,
  serverParams,
} from './server-settings';

/**
 * The server's entry point: Cloud Functions (2nd gen) over the same modules as the pages.
 * build/build-server.ts bundles this file into the functions folder firebase.json names.
 */

let intakeServices: ReturnType<typeof composeIntake> | undefined;
let deliveryServices: ReturnType<typeof composeDelivery> | undefined;
let purgeServices: ReturnType<typeof composePurge> | undefined;
let digestServices: ReturnType<typeof composeDigest> | undefined;
let numberSpaceServices: ReturnType<typeof composeNumberSpace> | undefined;
let monthlyReportServices: ReturnType<typeof composeMonthlyReports> | undefined;
let seatServices: ReturnType<typeof composeSeats> | undefined;
let seatMailServices: ReturnType<typeof composeSeatMail> | undefined;
let talkPageServices: ReturnType<typeof composeTalkPages> | undefined;
let statusPageServices: ReturnType<typeof composeStatusPages> | undefined;
let statusLinks: ReturnType<typeof composeStatusLinks> | undefined;
let nameKeyServices: ReturnType<typeof composeNameKeys> | undefined;
let teamServices: ReturnType<typeof composeTeam> | undefined;
let healthServices: ReturnType<typeof composeHealth> | undefined;
let formUseServices: ReturnType<typeof composeFormUse> | undefined;
/** The X-Forwarded-For count, once per instance: what INTAKE_FORWARDED_HOPS should be. */
const noteForwardedEntries = forwardedEntriesNote();

// Each function runs in a process of its own (FUNCTION_TARGET names it, in production and on the
// emulator): only the public HTTP ones refuse a body before the framework parses it; a trigger's
// event may carry a whole document.
if (BODY_BOUNDED_FUNCTIONS.has(process.env.FUNCTION_TARGET ?? '')) {
  boundRequestBodies({ limitBytes: MAX_REQUEST_BODY_BYTES, deadlineMs: BODY_DEADLINE_MS });
}

/** Where a GET of the intake's address goes: the page's form. */
const PLAIN_FORM_RETURN = '/#formulario';

/** The prerendered form, posted by the browser itself (no script): URL-encoded. */
const isPlainForm = (request: { get(name: string): string | undefined }) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.get('Content-Type') ?? '');

/**
 * POST /api/solicitudes on the site's own origin (a Hosting rewrite): the form in, the number
 * and date out, or why not (src/submission/domain/intake-answer.ts), as JSON to the page's
 * script; the prerendered form sent without it (application/x-www-form-urlencoded) gets a page:
 * a 303 to the status page, or the form again with its messages (answer-plain-form.ts). Never
 * cached, never logged.
 */
export const intake = onRequest(
  {
    region: SERVER_REGION,
    secrets: [serverParams.addressKeySecret],
    // A flood is refused by the limits; this bounds what it can cost before that.
    maxInstances: 10,
    // A setting (a param, resolved at deploy): none kept warm unless the cooperative pays for it.
    minInstances: serverParams.intakeMinInstances,
    concurrency: 80,
    memory: '256MiB',
    timeoutSeconds: 30,
  },
  async (request, response) => {
    // Already answered 408 by the body's deadline (bounded-request-bodies.ts), as it came in.
    if (response.headersSent) return;
    // Before the first call composes the intake: that time is the page's too.
    const handlerStartedAt = Date.now();
    response.set('Cache-Control', 'no-store');
    if (request.method === 'GET' || request.method === 'HEAD') {
      // The address of a plain form's answer, reloaded or kept: back to the form, which posts.
      response.set('Location', PLAIN_FORM_RETURN).status(303).end();
      return;
    }
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).end();
      return;
    }
    // Past a few KiB, of no declared length or too slow: refused, never parsed. A plain form's
    // browser is shown why (the header stays when the bound hides the body).
    const refusal = bodyRefusal(request);
    if (refusal !== undefined) {
      if (!isPlainForm(request)) {
        response.status(refusal).end();
        return;
      }
      const { refusedPlainForm } = await import('../submission/adapters/server/answer-plain-form');
      for (const { key, value } of PLAIN_FORM_HEADERS) response.set(key, value);
      response.status(refusal).type('html').send(refusedPlainForm());
      return;
    }
    const settings = readIntakeSettings();
    noteForwardedEntries(request, settings.forwardedHops);
    intakeServices ??= composeIntake(settings);
    if (isPlainForm(request)) {
      // The prerendered form, sent before (or without) the page's script: answered with a page.
      // Its code (React's server renderer among it) loads with the first such form, never in
      // the other functions' cold starts.
      const { answerPlainForm } = await import('../submission/adapters/server/answer-plain-form');
      for (const { key, value } of PLAIN_FORM_HEADERS) response.set(key, value);
      const page = await answerPlainForm(
        {
          body: request.body,
          deadline: new Date(handlerStartedAt + PLAIN_FORM_DEADLINE_MS),
          address: clientAddress(request, settings.forwardedHops),
          relay: relayAddress(request, settings.forwardedHops),
          appCheckRequired: intakeServices.appCheck !== undefined,
          siteOrigin: new URL(settings.siteUrl).origin,
          origin: request.get('Origin'),
          fetchSite: request.get('Sec-Fetch-Site'),
        },
        intakeServices.receiveApplication,
      );
      if (page.location) response.set('Location', page.location);
      response.status(page.status).type('html').send(page.html);
      return;
    }
    const answer = await answerIntake(
      {
        body: request.body,
        deadline: intakeDeadline(handlerStartedAt, request.get(INTAKE_BUDGET_HEADER)),
        address: clientAddress(request, settings.forwardedHops),
        relay: relayAddress(request, settings.forwardedHops),
        appCheckToken: request.get('X-Firebase-AppCheck'),
        idempotencyKey: request.get(IDEMPOTENCY_KEY_HEADER),
      },
      intakeServices.receiveApplication,
      intakeServices.appCheck,
    );
    response.status(INTAKE_STATUS[answer.outcome]).json(answer);
  },
);

const mailOptions = {
  region: SERVER_REGION,
  secrets: [serverParams.smtpPassword],
  memory: '256MiB' as const,
  timeoutSeconds: 300,
};

/**
 * The schedules that queue e-mail to staff (the purge's report, the digest, the gauge's alert) on
 * the office's clock: run again up to three times, ten minutes apart, when they fail (each one's
 * outbox ids make a second run queue nothing twice), with the address key their composition
 * reads (readReportSettings).
 */
const reportingJobOptions = {
  region: SERVER_REGION,
  timeZone: 'America/El_Salvador',
  retryCount: 3,
  minBackoffSeconds: 600,
  secrets: [serverParams.addressKeySecret],
  memory: '256MiB' as const,
};

async function deliverDueMail() {
  deliveryServices ??= composeDelivery(readMailSettings());
  const report = await deliveryServices.deliverDueMail.execute();
  // What was sent, a count; each failure is logged at ERROR with its code (deliver-due-mail.ts).
  if (report.sent > 0) console.info('primer-paso: correo', { sent: report.sent });
}

/**
 * A scheduled job's run, ended by its heartbeat (Heartbeats/{job}: when, how, when due next) for
 * Estado; a failure is logged at ERROR as JOB_FAILED with the job's name (ops/ alerts on it) and
 * thrown again, so Cloud Scheduler runs it again. A heartbeat that cannot be written is logged,
 * never the run's failure: Estado then shows the job late.
 */
function scheduledJob(job: ScheduledJob, run: () => Promise<void>) {
  return async () => {
    let failure: unknown;
    try {
      await run();
    } catch (error) {
      failure = error;
      console.error(new Error(`primer-paso: ${JOB_FAILED} (${job})`), describeFailure(error));
    }
    try {
      healthServices ??= composeHealth();
      await healthServices.recordHeartbeat.execute(job, failure === undefined ? 'ok' : 'failed');
    } catch (error) {
      console.error(`primer-paso: ${job} no dejó su latido`, describeFailure(error));
    }
    if (failure !== undefined) throw failure;
  };
}

/** Estado's counts of the outbox and the intake, after each retry run (every five minutes). */
async function refreshHealthView() {
  healthServices ??= composeHealth();
  await healthServices.refreshHealthView.execute();
}

/** A message queued is sent at once (with whatever else is due). */
export const deliverQueuedMail = onDocumentCreated(
  { ...mailOptions, document: `${OUTBOX_COLLECTION}/{messageId}` },
  deliverDueMail,
);

/**
 * What failed is tried again: every five minutes, the outbox's own schedule (its retry policy
 * starts at one minute, so a retry waits at most this much longer).
 */
export const retryQueuedMail = onSchedule(
  { ...mailOptions, schedule: 'every 5 minutes', timeZone: 'America/El_Salvador' },
  scheduledJob('retryQueuedMail', async () => {
    // Estado is measured whatever became of the e-mail: a broken mail server is what it shows.
    const outcomes = await Promise.allSettled([deliverDueMail(), refreshHealthView()]);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }),
);

/**
 * The privacy notice's monthly purge, run by itself: on the 1st at 06:00 in El Salvador, the same
 * use case as the admins' button erases what passed the retention period (same erasure record)
 * and deletes the erasure records past the number quarantine, then each admin gets the report
 * (how many erased, which numbers, how many numbers freed). The button stays for a purge now.
 */
export const monthlyPurge = onSchedule(
  {
    ...reportingJobOptions,
    schedule: '0 6 1 * *',
    // A run that fails (Firestore unreachable, say) is run again: erasing and reporting are both
    // safe to repeat (the report's outbox id carries the month).
    timeoutSeconds: 540,
  },
  scheduledJob('monthlyPurge', async () => {
    purgeServices ??= composePurge(readReportSettings());
    const { erased, freed } = await purgeServices.purgeExpiredApplications.execute(SCHEDULED_PURGE);
    await purgeServices.reportPurge.execute(erased, freed);
    console.info('primer-paso: purga mensual', { erased: erased.length, freed: freed.length });
  }),
);

async function sendTheDailyDigest() {
  digestServices ??= composeDigest(readReportSettings());
  const report = await digestServices.sendDailyDigest.execute();
  // Counts only: never a recipient or an applicant.
  console.info('primer-paso: resumen diario', report);
}

async function remindTomorrowsTalks() {
  seatMailServices ??= composeSeatMail(readReportSettings());
  const report = await seatMailServices.remindTomorrowsTalks.execute();
  // Counts only: never an applicant.
  console.info('primer-paso: recordatorios de charlas', report);
}

/**
 * The staff's daily digest: every day at 07:00 in El Salvador, each member who chose
 * `resumen-diario` gets one message listing the applications that arrived in the last 24 hours
 * (number, name, when; nothing else of them), or none if nothing arrived. And, on the same Cloud
 * Scheduler job, the applicants' reminders of the talks that start the next day (each seat not
 * attended gets one, with a fresh link to free it). Each runs whatever becomes of the other; the
 * run fails, to be run again, if either failed (both are queued under ids that make a second run
 * queue nothing twice).
 */
export const dailyDigest = onSchedule(
  {
    ...reportingJobOptions,
    schedule: '0 7 * * *',
    // A run that fails is run again: each digest's outbox id carries the day and its recipient,
    // so a second run queues only what the first did not.
    timeoutSeconds: 120,
  },
  scheduledJob('dailyDigest', async () => {
    const outcomes = await Promise.allSettled([sendTheDailyDigest(), remindTomorrowsTalks()]);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }),
);

async function measureTheNumberSpace() {
  numberSpaceServices ??= composeNumberSpace(readReportSettings());
  const { reading, alerted } = await numberSpaceServices.measureNumberSpace.execute();
  // Counts only.
  const { taken, quarantined, free } = reading;
  console.info('primer-paso: numeración', { taken, quarantined, free, alerted });
}

async function refreshMonthlyReports() {
  monthlyReportServices ??= composeMonthlyReports();
  const reports = await monthlyReportServices.refreshMonthlyReports.execute();
  // Which months, and how many arrived: no one's data is in a report anyway.
  for (const { month, applications } of reports)
    console.info('primer-paso: informe mensual', { month, received: applications.received });
}

/**
 * The server's daily counts, every day at 05:00 in El Salvador. How full the SOL number space is:
 * two aggregation counts (taken, quarantined) kept in NumberSpace/gauge for the admins' screen;
 * the admins get one e-mail when it passes 80 %, and another only after it has gone back below.
 * And the board's monthly report (src/reports): the month so far, and on the 1st the month that
 * ended, kept in Reports/YYYY-MM. One Cloud Scheduler job for both (docs/deploying.md): each
 * runs whatever becomes of the other, and the run fails, to be run again, if either failed.
 */
export const measureNumberSpace = onSchedule(
  {
    ...reportingJobOptions,
    schedule: '0 5 * * *',
    // A run that fails is run again: the alert's outbox id carries the day, so it is sent once,
    // and a report computed again replaces itself (a month already closed is left as it is).
    timeoutSeconds: 120,
  },
  scheduledJob('measureNumberSpace', async () => {
    const outcomes = await Promise.allSettled([measureTheNumberSpace(), refreshMonthlyReports()]);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }),
);

/**
 * What follows every write of an application (its seats, its name keys): run again when it
 * fails, each run reading what it needs as it is then, so a late or repeated run is safe.
 */
const AFTER_AN_APPLICATION_CHANGES = {
  region: SERVER_REGION,
  document: `${APPLICATIONS_COLLECTION}/{applicationId}`,
  memory: '256MiB',
  timeoutSeconds: 60,
  retry: true,
} as const;

/**
 * An application's seats follow it (src/talks/application/settle-seats.ts): closed (Cerrada) or
 * Asociada, its seat at an upcoming talk is freed for someone else; removed as spam or erased
 * (the erasure record replaces it, or the purge), every record of its seats goes, so a number
 * given again never shows the old seat. Any other write reads nothing. Run again when it fails
 * (a transaction's conflict, say): a removed number's old seats and links must not outlive it,
 * and both steps are safe to repeat (what is newer than the event is kept).
 * The application's status links (src/applicant-status) go with it on the same fate, up to the
 * same moment: no trigger of their own, no read on any other write.
 */
export const settleSeats = onDocumentWritten(AFTER_AN_APPLICATION_CHANGES, async (event) => {
  const { applicationId } = event.params;
  const change = event.data;
  if (!change || !isApplicationId(applicationId)) return;
  seatServices ??= composeSeats();
  const at = new Date(event.time);
  const fate = await seatServices.settleSeats.execute(
    applicationId,
    adminApplicationStateOf(change.before),
    adminApplicationStateOf(change.after),
    at,
  );
  if (fate === 'forget') {
    statusLinks ??= composeStatusLinks();
    await statusLinks.forget(applicationId, at);
  }
  // The fate only: never the applicant.
  if (fate !== 'keep') console.info('primer-paso: cupos de una solicitud', { fate });
});

/**
 * Search by name (src/inbox/application/keep-name-keys.ts): an application's name keys,
 * NameKeys/{SOL id}, written when it arrives or an admin corrects a name, deleted when it is
 * removed or erased. The keys follow the application a moment after it is written: an arrival is
 * found by name a second or two after it is in the list. Any other write (a move, a tick) reads
 * nothing. Run again when it fails: the run reads the application as it is then, so a late or
 * repeated run leaves the right keys.
 */
export const keepNameKeys = onDocumentWritten(AFTER_AN_APPLICATION_CHANGES, async (event) => {
  const { applicationId } = event.params;
  const change = event.data;
  if (!change || !isApplicationId(applicationId)) return;
  nameKeyServices ??= composeNameKeys();
  const fate = await nameKeyServices.keepNameKeys.execute(
    applicationId,
    adminNamedBeforeOf(change.before),
    adminNamedApplicationOf(change.after),
  );
  // The fate only: never the applicant's name.
  if (fate !== 'keep') console.info('primer-paso: claves de nombre', { fate });
});

/**
 * A seat given, by a clerk or by the applicant's own link: the applicant is e-mailed the talk's
 * day, time and place with a "No podré asistir" link (src/talks/application/invite-to-talk.ts),
 * queued once under the seat's own outbox id.
 */
export const inviteToTalk = onDocumentCreated(
  {
    region: SERVER_REGION,
    document: `${TALKS_COLLECTION}/{talkId}/${SEATS_COLLECTION}/{applicationId}`,
    // The mailbox's budget counts under keyed hashes (composeSeatMail).
    secrets: [serverParams.addressKeySecret],
    memory: '256MiB',
    timeoutSeconds: 60,
  },
  async (event) => {
    const { talkId, applicationId } = event.params;
    if (!isApplicationId(applicationId)) return;
    seatMailServices ??= composeSeatMail(readReportSettings());
    const outcome = await seatMailServices.inviteToTalk.execute(talkId, applicationId);
    // The outcome only: never the applicant.
    console.info('primer-paso: invitación a una charla', { outcome });
  },
);

/**
 * The pages the applicant's links open, /charla/… on the site's own origin (a Hosting rewrite):
 * "No podré asistir" shows the talk and frees the seat on a POST, once; "Elegir mi charla
 * informativa" lists the next talks with free seats and takes one on a POST, once (the invitation
 * e-mail follows from the seat's trigger). Plain HTML with a strict
 * policy of its own, never stored, never indexed. Bounded: a few instances, and each network
 * address may POST TALK_PAGE_POSTS_PER_ADDRESS times an hour.
 */
export const talkPages = onRequest(
  {
    region: SERVER_REGION,
    secrets: [serverParams.addressKeySecret],
    maxInstances: 3,
    concurrency: 40,
    memory: '256MiB',
    timeoutSeconds: 30,
  },
  linkPageRequest({
    headers: TALK_PAGE_HEADERS,
    bodyRefused: BODY_REFUSED,
    tooMany: TOO_MANY,
    services: () => (talkPageServices ??= composeTalkPages(readReportSettings())),
    answer: ({ method, path, form }, services) => answerTalkPage({ method, path, form }, services),
  }),
);

/**
 * The status pages, /estado/… on the site's own origin (a Hosting rewrite): ¿En qué va mi
 * solicitud? shows the application's stage, what it still needs, its talk and the office (a GET
 * changes nothing); Retirar mi solicitud closes it on a POST; the talk's buttons answer 303 to a
 * fresh link of the talks' own; Perdí el enlace e-mails a fresh link when the number and DUI
 * match, and answers alike when they do not. Plain HTML with a strict policy of its own, never
 * stored, never indexed, no Referer. Bounded: a few instances, and each network address may POST
 * TALK_PAGE_POSTS_PER_ADDRESS times an hour (Perdí el enlace fewer: lost-link.ts), and all of them
 * through one relay LINK_PAGE_POSTS_PER_RELAY (talk-page-admission.ts).
 */
export const statusPages = onRequest(
  {
    region: SERVER_REGION,
    secrets: [serverParams.addressKeySecret],
    maxInstances: 3,
    concurrency: 40,
    memory: '256MiB',
    timeoutSeconds: 30,
  },
  linkPageRequest({
    headers: STATUS_PAGE_HEADERS,
    bodyRefused: STATUS_BODY_REFUSED,
    tooMany: STATUS_TOO_MANY,
    services: () => (statusPageServices ??= composeStatusPages(readReportSettings())),
    // The address too: Perdí el enlace counts it.
    answer: (request, services) => answerStatusPage(request, services, services.clock),
  }),
);

/**
 * Equipo (src/team), called by the staff page at /api/equipo (a Hosting rewrite): admins list,
 * invite, change roles, take access away and give it back; every member chooses their own
 * e-mail notices. The caller is who Auth says; the use cases check their Staff role themselves.
 * With INTAKE_REQUIRE_APP_CHECK on, a call without a valid App Check token is refused.
 */
export const team = onCall(
  { region: SERVER_REGION, maxInstances: 2, memory: '256MiB', timeoutSeconds: 30 },
  async (request) => {
    const uid = request.auth?.uid;
    const email = request.auth?.token.email;
    if (!uid || typeof email !== 'string')
      throw new HttpsError('unauthenticated', 'Inicie sesión.');
    if (serverParams.requireAppCheck.value() && !request.app)
      throw new HttpsError('failed-precondition', 'App Check');
    teamServices ??= composeTeam(serverParams.siteUrl.value());
    // The answer only: never whom it was about.
    return answerTeamCall(teamServices, { uid, email }, request.data);
  },
);

/**
 * POST /api/uso on the site's own origin (a Hosting rewrite): the public page's beacon, a form
 * begun or sent (src/form-use), counted in the day's FormUse document for the monthly report. No
 * cookie, no identifier: the body is the event alone, and the sender's address and relay only
 * bound how much it may count (keyed hashes in the intake's ledger), never logged. A beacon another
 * site's page sent (Sec-Fetch-Site, Origin) is refused. Answered without a
 * body; a few instances are plenty for a beacon or two a visitor.
 */
export const formUse = onRequest(
  {
    region: SERVER_REGION,
    secrets: [serverParams.addressKeySecret],
    maxInstances: 2,
    concurrency: 80,
    memory: '256MiB',
    timeoutSeconds: 10,
  },
  async (request, response) => {
    // Already answered 408 by the body's deadline (bounded-request-bodies.ts), as it came in.
    if (response.headersSent) return;
    response.set('Cache-Control', 'no-store');
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).end();
      return;
    }
    const refusal = bodyRefusal(request);
    if (refusal !== undefined) {
      response.status(refusal).end();
      return;
    }
    formUseServices ??= composeFormUse(readReportSettings());
    const hops = serverParams.forwardedHops.value();
    const status = await answerFormUse(
      {
        body: request.body,
        address: clientAddress(request, hops),
        relay: relayAddress(request, hops),
        origin: request.get('Origin'),
        fetchSite: request.get('Sec-Fetch-Site'),
      },
      formUseServices,
    );
    response.status(status).end();
  },
);
