/**
 * Where the records the privacy module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/**
 * The number space's last reading, NumberSpace/gauge: how many SOL numbers are taken, quarantined
 * and free. Written by the server's daily schedule, read by admins (firestore.rules).
 */
export const NUMBER_SPACE_COLLECTION = 'NumberSpace';
export const NUMBER_SPACE_GAUGE_ID = 'gauge';
