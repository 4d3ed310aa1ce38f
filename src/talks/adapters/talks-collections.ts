/**
 * Where the records the talks module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

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
