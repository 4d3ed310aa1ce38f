/**
 * Where the records the access module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/** The allowlist: Staff/{uid} with the member's role, kept in the Firebase console. */
export const STAFF_COLLECTION = 'Staff';
/** On a Staff/{uid} entry: the member's own choice of e-mail notices (firestore.rules). */
export const STAFF_NOTICES_FIELD = 'notices';
