/**
 * Where the records the reports module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/**
 * The board's monthly reports, Reports/YYYY-MM: counts and a median, no one's data. Written by the
 * server's daily schedule, read by every member (firestore.rules).
 */
export const REPORTS_COLLECTION = 'Reports';
