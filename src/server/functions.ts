/**
 * The server's entry point: Cloud Functions (2nd gen) over the same modules as the pages, each in
 * a file of its own under src/server/MODULE/ beside its composition (NAME-composition.ts).
 * build/build-server.ts bundles this file; `firebase deploy` deploys what it exports, by these
 * names (docs/deploying.md lists them). Every function's code is loaded in every instance, so a
 * composition runs on its function's first call, never on import.
 */
// Before any request: the public HTTP functions refuse an oversized body unread.
import './bound-public-request-bodies';

/** POST /api/solicitudes: the form in, the number out (JSON, or a page for the plain form). */
export { intake } from './submission/intake-function';
/** An e-mail queued in the outbox is sent at once. */
export { deliverQueuedMail } from './notifications/deliver-queued-mail-function';
/** Every five minutes: what failed to send is tried again, and Estado's counts refreshed. */
export { retryQueuedMail } from './notifications/retry-queued-mail-function';
/** On the 1st at 06:00: what passed the retention period is erased, and the admins told. */
export { monthlyPurge } from './privacy/monthly-purge-function';
/** Daily at 07:00: the staff's digest, and the reminders of tomorrow's talks. */
export { dailyDigest } from './notifications/daily-digest-function';
/** Daily at 05:00: how full the number space is, and the board's monthly report. */
export { measureNumberSpace } from './privacy/measure-number-space-function';
/** Every write of an application: its seats (and status links) follow its fate. */
export { settleSeats } from './talks/settle-seats-function';
/** Every write of an application: its name keys, for search by name. */
export { keepNameKeys } from './inbox/keep-name-keys-function';
/** A seat given: the applicant's invitation to the talk. */
export { inviteToTalk } from './talks/invite-to-talk-function';
/** /charla/…: the pages of the applicant's talk links. */
export { talkPages } from './talks/talk-pages-function';
/** /estado/…: ¿En qué va mi solicitud?, and the lost link. */
export { statusPages } from './applicant-status/status-pages-function';
/** /api/equipo: Equipo's callable, for admins (and each member's notices). */
export { team } from './team/team-function';
/** /api/llaves: staff passkeys (add, sign in after the password, list, remove). */
export { passkeys } from './passkeys/passkeys-function';
/** POST /api/uso: the public form's beacon (begun, sent). */
export { formUse } from './form-use/form-use-function';
