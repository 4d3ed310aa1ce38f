/**
 * Where the records the team module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

/**
 * What the server keeps of each member it gave access to, active or not (src/team): their e-mail,
 * role, and the invitation that made them. Only the server reads or writes it.
 */
export const TEAM_COLLECTION = 'Team';
