/**
 * Where the records the notifications module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/** The server's outgoing e-mail, one per message; only the server writes it. */
export const OUTBOX_COLLECTION = 'Outbox';

/**
 * Each message's delivery state alone (no address, no text, no link), beside its Outbox
 * document; only the server writes it, and members may get an applicant's receipt's.
 */
export const OUTBOX_STATES_COLLECTION = 'OutboxStates';
