/**
 * Where the records the submission module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/** The server's per-address counts, under keyed hashes; deleted by a TTL policy on `expireAt`. */
export const INTAKE_ADDRESSES_COLLECTION = 'IntakeAddresses';
/**
 * Applications stored past the whole intake's hourly limit: ReviewMarks/{SOL id} with when. Kept
 * apart so that the spec's document stays verbatim; written by the server, read by staff.
 */
export const REVIEW_MARKS_COLLECTION = 'ReviewMarks';
/**
 * The intake's answers by the page's Idempotency-Key: IntakeReplies/{keyed hash of the key} =
 * { applicationId, submittedAt, expireAt }, written with the application in one step, so a form
 * sent twice is stored once and answered with one number. No personal data; only the server
 * reads and writes them (firestore.rules grant clients nothing); deleted by a TTL policy on
 * `expireAt`.
 */
export const INTAKE_REPLIES_COLLECTION = 'IntakeReplies';
