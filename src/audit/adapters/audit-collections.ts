/**
 * Where the records the audit module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/** What admins did that leaves no other trace (spam removed), without personal data. */
export const AUDIT_LOG_COLLECTION = 'AuditLog';
