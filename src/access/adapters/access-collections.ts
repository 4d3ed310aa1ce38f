/**
 * Where the records the access module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/** The allowlist: Staff/{uid} with the member's role, kept in the Firebase console. */
export const STAFF_COLLECTION = 'Staff';
/** On a Staff/{uid} entry: the member's own choice of e-mail notices (firestore.rules). */
export const STAFF_NOTICES_FIELD = 'notices';
/**
 * On a Staff/{uid} entry: when its access began, a timestamp the server writes (src/team). A
 * session that began before it grants nothing (firestore.rules isMember, isAdmin).
 */
export const STAFF_ACCESS_SINCE_FIELD = 'accessSince';
