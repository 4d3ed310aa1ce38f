/**
 * What the other modules' Firestore adapters (the inbox's, the admins' privacy work, the talks')
 * may use of the stored application and its history, named one by one: the files behind it (the
 * documents' mappers, the write helpers, the read limits) stay this module's, so a change to how
 * an application is stored is made, and checked, here alone. eslint.config.js (moduleMap) refuses
 * any other import of them from outside this module.
 */

/** Reading an application: the one mapper that checks it, and what is left of an erased one. */
export {
  isErasureRecordData,
  isLiveApplication,
  liveApplicationOf,
  liveWorkflowOf,
  toApplicationRecord,
} from './application-document';

/** Reading a history entry, and the entry a correction of the applicant's data writes. */
export { rectificationEntryData, toHistoryEntry } from './history-document';

/** The writes firestore.rules accept only together: a move, a tick or a note and its entry. */
export { addNote, recordRequirement, recordTransition, writeRequirement } from './history-writes';

/** What one read or one write may carry at most. */
export {
  atMost,
  MAX_DELETES_PER_WRITE,
  MAX_DOCUMENTS_PER_READ,
  MAX_HISTORY_ENTRIES,
  MAX_HISTORY_READ,
  MAX_SEARCH_VALUES,
} from './application-limits';
