/**
 * Where the records the applications module owns live in Firestore; firestore.rules and
 * firestore.indexes.json use the same names.
 */

export const APPLICATIONS_COLLECTION = 'Applications';
/** Under each application: its append-only history of changes and notes. */
export const HISTORY_COLLECTION = 'history';
/**
 * Search by name: NameKeys/{SOL id} = { keys, date }, the prefixes of the words of the
 * application's names (src/applications/domain/name-keys.ts) and its date, for a query newest
 * first. Kept apart so that the spec's document stays verbatim; written by the server's trigger
 * on Applications, read by members (firestore.rules).
 */
export const NAME_KEYS_COLLECTION = 'NameKeys';
/** On an application an admin is removing as spam: the AuditLog record that names it. */
export const REMOVAL_ID_FIELD = 'removalId';
