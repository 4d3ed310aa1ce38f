/**
 * Where the records the applicant-status module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/**
 * The applicant's private links to their application's status page
 * (src/applicant-status/domain/status-link.ts): StatusLinks/{SHA-256 of the link's token} =
 * { applicationId, submittedAt, issuedAt }, the token itself never stored. Only the server reads
 * and writes them (firestore.rules grant clients nothing); deleted when the applicant asks for a
 * fresh one and when their application is removed or erased.
 */
export const STATUS_LINKS_COLLECTION = 'StatusLinks';
