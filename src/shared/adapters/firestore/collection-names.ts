/**
 * Where things live in Firestore; firestore.rules and firestore.indexes.json use the same names.
 */
export const APPLICATIONS_COLLECTION = 'Applications';
/** Under each application: its append-only history of changes and notes. */
export const HISTORY_COLLECTION = 'history';
/** The allowlist: Staff/{uid} with the member's role, kept in the Firebase console. */
export const STAFF_COLLECTION = 'Staff';
/** On a Staff/{uid} entry: the member's own choice of e-mail notices (firestore.rules). */
export const STAFF_NOTICES_FIELD = 'notices';
/** The server's per-address counts, under keyed hashes; deleted by a TTL policy on `expireAt`. */
export const INTAKE_ADDRESSES_COLLECTION = 'IntakeAddresses';
/** The server's outgoing e-mail, one per message; only the server writes it. */
export const OUTBOX_COLLECTION = 'Outbox';
/**
 * Applications stored past the whole intake's hourly limit: ReviewMarks/{SOL id} with when. Kept
 * apart so that the spec's document stays verbatim; written by the server, read by staff.
 */
export const REVIEW_MARKS_COLLECTION = 'ReviewMarks';
/**
 * The number space's last reading, NumberSpace/gauge: how many SOL numbers are taken, quarantined
 * and free. Written by the server's daily schedule, read by admins (firestore.rules).
 */
export const NUMBER_SPACE_COLLECTION = 'NumberSpace';
export const NUMBER_SPACE_GAUGE_ID = 'gauge';
/**
 * The board's monthly reports, Reports/YYYY-MM: counts and a median, no one's data. Written by the
 * server's daily schedule, read by every member (firestore.rules).
 */
export const REPORTS_COLLECTION = 'Reports';
/**
 * Search by name: NameKeys/{SOL id} = { keys, date }, the prefixes of the words of the
 * application's names (src/inbox/domain/name-keys.ts) and its date, for a query newest first. Kept
 * apart so that the spec's document stays verbatim; written by the server's trigger on
 * Applications, read by members (firestore.rules).
 */
export const NAME_KEYS_COLLECTION = 'NameKeys';
/** What admins did that leaves no other trace (spam removed), without personal data. */
export const AUDIT_LOG_COLLECTION = 'AuditLog';
/** On an application an admin is removing as spam: the AuditLog record that names it. */
export const REMOVAL_ID_FIELD = 'removalId';
/**
 * The information talks, Talks/{id}: when, where, how many seats and how many taken (kept exact
 * with every seat, firestore.rules). Admins write them; every member gives seats.
 */
export const TALKS_COLLECTION = 'Talks';
/** Under each talk: Talks/{id}/seats/{SOL id}, one application's seat and whether it came. */
export const SEATS_COLLECTION = 'seats';
/**
 * SeatHolders/{SOL id}: which talk holds the application's latest seat, written with the seat, so
 * that the rules can keep one seat an application at the upcoming talks without a query.
 */
export const SEAT_HOLDERS_COLLECTION = 'SeatHolders';
/**
 * MailboxSeats/{keyed hash of a canonical mailbox} = { applicationId, heldAt }: which of the
 * applications sharing a mailbox holds the one seat its applicants may take themselves
 * (src/talks/domain/mailbox-seat.ts), never the address. Only the server reads and writes them
 * (firestore.rules grant clients nothing); deleted with the seat they stand for.
 */
export const MAILBOX_SEATS_COLLECTION = 'MailboxSeats';
/**
 * The links an applicant gets for a talk (src/talks/domain/talk-pass.ts): TalkPasses/{SHA-256 of
 * the link's token}, the token itself never stored. Only the server reads and writes them
 * (firestore.rules grant clients nothing); deleted by a TTL policy on `expireAt`.
 */
export const TALK_PASSES_COLLECTION = 'TalkPasses';
/**
 * The applicant's private links to their application's status page
 * (src/applicant-status/domain/status-link.ts): StatusLinks/{SHA-256 of the link's token} =
 * { applicationId, submittedAt, issuedAt }, the token itself never stored. Only the server reads
 * and writes them (firestore.rules grant clients nothing); deleted when the applicant asks for a
 * fresh one and when their application is removed or erased.
 */
export const STATUS_LINKS_COLLECTION = 'StatusLinks';
/**
 * The intake's answers by the page's Idempotency-Key: IntakeReplies/{keyed hash of the key} =
 * { applicationId, submittedAt, expireAt }, written with the application in one step, so a form
 * sent twice is stored once and answered with one number. No personal data; only the server
 * reads and writes them (firestore.rules grant clients nothing); deleted by a TTL policy on
 * `expireAt`.
 */
export const INTAKE_REPLIES_COLLECTION = 'IntakeReplies';

/**
 * What the server keeps of each member it gave access to, active or not (src/team): their e-mail,
 * role, and the invitation that made them. Only the server reads or writes it.
 */
export const TEAM_COLLECTION = 'Team';
/**
 * Each scheduled job's last run, Heartbeats/{job} = { ranAt, outcome, nextDueAt }, written by the
 * job as it ends; and the server's last measurement for Estado, Health/status. No one's data;
 * written by the server alone, read by admins (firestore.rules).
 */
export const HEARTBEATS_COLLECTION = 'Heartbeats';
export const HEALTH_COLLECTION = 'Health';
export const HEALTH_VIEW_ID = 'status';
/**
 * How the public form is used, FormUse/{YYYY-MM-DD on the office's calendar} = { started, sent }:
 * two counts a day, no visitor's data (src/form-use). Only the server reads and writes them
 * (firestore.rules grant clients nothing); the monthly report adds up a month's.
 */
export const FORM_USE_COLLECTION = 'FormUse';
