/**
 * Where the records the notifications module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/** The server's outgoing e-mail, one per message; only the server writes it. */
export const OUTBOX_COLLECTION = 'Outbox';
