/**
 * Where things live in Firestore; firestore.rules and firestore.indexes.json use the same names.
 */
export const APPLICATIONS_COLLECTION = 'Applications';
/** Under each application: its append-only history of changes and notes. */
export const HISTORY_COLLECTION = 'history';
/** The allowlist: Staff/{uid} with the member's role, kept in the Firebase console. */
export const STAFF_COLLECTION = 'Staff';
/** The server's per-address counts, under keyed hashes; deleted by a TTL policy on `expireAt`. */
export const INTAKE_ADDRESSES_COLLECTION = 'IntakeAddresses';
/** The server's outgoing e-mail, one document per message; only the server reads or writes it. */
export const OUTBOX_COLLECTION = 'Outbox';
