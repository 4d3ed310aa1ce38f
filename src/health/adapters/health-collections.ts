/**
 * Where the records the health module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/**
 * Each scheduled job's last run, Heartbeats/{job} = { ranAt, outcome, nextDueAt }, written by the
 * job as it ends; and the server's last measurement for Estado, Health/status. No one's data;
 * written by the server alone, read by admins (firestore.rules).
 */
export const HEARTBEATS_COLLECTION = 'Heartbeats';
export const HEALTH_COLLECTION = 'Health';
export const HEALTH_VIEW_ID = 'status';
