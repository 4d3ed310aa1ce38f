import { INBOX_PAGE_SIZE, STAGE_FILTERS, type StageFilter } from '../../domain/application-lists';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
  NAME_KEYS_COLLECTION,
} from '../applications-collections';
import {
  DOCUMENT_ID,
  type Equality,
  type Ordering,
  type QueryShape,
  type Range,
} from '../../../shared/adapters/firestore/query-shape';

/*
 * What a read of the stored applications and their histories may ask: how much at most (the
 * limits firestore.rules hold every read to) and in what shape (each query the adapters run, so
 * the deploy check and the index test see them all). No SDK here: the server's adapters, the
 * deploy check and the bench use it too.
 */

/**
 * What one read of a list may download at most. Storage bills per document read and staff may
 * be on a slow line, so a page is bounded in documents and in bytes.
 */
export const MAX_PAGE_BYTES = 200 * 1024;

/**
 * The rules cap free text in UTF-16 units, so the largest application they accept (every letter
 * a 3-byte character such as "€") is about 5.2 KB on the wire: a page and one more stay under
 * MAX_PAGE_BYTES, measured in tests/emulator/inbox-read-bounds.test.ts. One document more than
 * the page is read, to know whether a next page exists. firestore.rules refuse any query of
 * applications that asks for more, or sets no limit: a count as well (application-count.ts).
 */
export const MAX_DOCUMENTS_PER_READ = INBOX_PAGE_SIZE + 1;

/** The newest entries of one history; an application has a handful in practice. */
export const MAX_HISTORY_ENTRIES = 100;

/**
 * An access request reads the whole history, this many entries a read: an application has a
 * handful, and this bounds each download (notes are at most 2000 characters) should one ever
 * have far more. The most firestore.rules let any list of a history ask for.
 */
export const MAX_HISTORY_READ = 500;

/**
 * History entries an erasure deletes per write. Rules may look up at most 20 documents for one
 * transaction or batch, and each delete looks up two (the admin's Staff entry and, after the
 * write, the application), the erasure record too. Firestore may count a document looked up again
 * only once (the emulator does), but does not promise to: 6 deletes stay under 20 even if it does
 * not. An application has a handful of entries, so an erasure is one or two writes.
 */
export const MAX_DELETES_PER_WRITE = 6;

/** Firestore's cap on the values of one `in` filter. */
export const MAX_SEARCH_VALUES = 30;

export function atMost(requested: number, max: number): number {
  return Math.max(1, Math.min(Math.floor(requested), max));
}

/**
 * Newest first, then by id: a total order, so a page cursor never skips or repeats an application.
 */
const NEWEST_FIRST: readonly Ordering[] = [
  { field: 'date', direction: 'desc' },
  { field: DOCUMENT_ID, direction: 'desc' },
];

/**
 * The stages as src/applications/domain/workflow/stage.ts stageOf reads them, filtered by
 * equality only.
 */
const STAGE_EQUALITIES: Readonly<Record<StageFilter, readonly Equality[]>> = {
  todas: [],
  nueva: [
    { field: 'alert', operator: '==', value: true },
    { field: 'status', operator: '==', value: true },
  ],
  'en-tramite': [
    { field: 'alert', operator: '==', value: false },
    { field: 'status', operator: '==', value: true },
    { field: 'isAssociated', operator: '==', value: false },
  ],
  asociada: [{ field: 'isAssociated', operator: '==', value: true }],
  cerrada: [
    { field: 'status', operator: '==', value: false },
    { field: 'alert', operator: '==', value: false },
  ],
  'en-revision': [
    { field: 'status', operator: '==', value: false },
    { field: 'alert', operator: '==', value: true },
  ],
  spam: [
    { field: 'status', operator: '==', value: false },
    { field: 'alert', operator: '==', value: false },
    { field: 'closeReason', operator: '==', value: 'spam' },
  ],
};

export function stageListShape(filter: StageFilter): QueryShape {
  return {
    collectionGroup: APPLICATIONS_COLLECTION,
    equalities: STAGE_EQUALITIES[filter],
    orderBy: NEWEST_FIRST,
  };
}

/** The stored field a move or a tick stamps (src/applications/domain/progress.ts). */
export const PROGRESS_FIELD = 'progressAt';

/**
 * En trámite with no progress since before `cutoff`, longest waiting first, then by id: the list
 * 'Esperando al solicitante' (the range's field must come first in the order). What is missing
 * of the checklist cannot be queried: the adapter leaves out those with everything met.
 */
export function waitingListShape(cutoff: Date): QueryShape {
  return {
    collectionGroup: APPLICATIONS_COLLECTION,
    equalities: STAGE_EQUALITIES['en-tramite'],
    ranges: [{ field: PROGRESS_FIELD, operator: '<', value: cutoff }],
    orderBy: [
      { field: PROGRESS_FIELD, direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
  };
}

/**
 * The fields search matches with a query of Applications; an id is looked up as a document
 * instead, a name in NameKeys (nameSearchShape).
 */
export const QUERIED_SEARCH_FIELDS = ['dui', 'phone', 'email'] as const;
export type QueriedSearchField = (typeof QUERIED_SEARCH_FIELDS)[number];

export function searchShape(field: QueriedSearchField, values: readonly string[]): QueryShape {
  return {
    collectionGroup: APPLICATIONS_COLLECTION,
    equalities: [{ field, operator: 'in', value: values }],
    orderBy: NEWEST_FIRST,
  };
}

/** The field of NameKeys/{SOL id} that holds the keys, and the one that orders them. */
export const NAME_KEYS_FIELD = 'keys';

/**
 * The applications with a name key, newest first (NameKeys/{SOL id} carries the application's
 * date): one exact match on an indexed list, never a scan.
 */
export function nameSearchShape(word: string): QueryShape {
  return {
    collectionGroup: NAME_KEYS_COLLECTION,
    equalities: [{ field: NAME_KEYS_FIELD, operator: 'array-contains', value: word }],
    orderBy: NEWEST_FIRST,
  };
}

/** Nueva, counted by storage without reading the documents. */
export const COUNT_NEW_SHAPE: QueryShape = {
  collectionGroup: APPLICATIONS_COLLECTION,
  equalities: STAGE_EQUALITIES.nueva,
  orderBy: [],
};

/** One application's history, oldest first. */
export const HISTORY_SHAPE: QueryShape = {
  collectionGroup: HISTORY_COLLECTION,
  equalities: [],
  orderBy: [{ field: 'at', direction: 'asc' }],
};

/** One application's history entries by id, a page at a time: what an erasure deletes. */
export const HISTORY_BY_ID_SHAPE: QueryShape = {
  collectionGroup: HISTORY_COLLECTION,
  equalities: [],
  orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }],
};

/** The entries written after `at`: any that an erasure's first listing could not see. */
export function historySinceShape(at: unknown): QueryShape {
  return {
    collectionGroup: HISTORY_COLLECTION,
    equalities: [],
    ranges: [{ field: 'at', operator: '>', value: at }],
    orderBy: [{ field: 'at', direction: 'asc' }],
  };
}

/**
 * Sent by the cutoff and never a member (../../domain/retention-matches.ts isPastRetention). An
 * erasure record has neither field, so no such query ever finds one.
 */
const PAST_RETENTION_EQUALITIES: readonly Equality[] = [
  { field: 'isAssociated', operator: '==', value: false },
];
const sentBy = (cutoff: Date): Range => ({ field: 'date', operator: '<=', value: cutoff });

/** Counted by storage without reading the documents. */
export function countPastRetentionShape(cutoff: Date): QueryShape {
  return {
    collectionGroup: APPLICATIONS_COLLECTION,
    equalities: PAST_RETENTION_EQUALITIES,
    ranges: [sentBy(cutoff)],
    orderBy: [],
  };
}

/** Oldest first, then by id: the purge erases the oldest ones first. */
export function pastRetentionShape(cutoff: Date): QueryShape {
  return {
    collectionGroup: APPLICATIONS_COLLECTION,
    equalities: PAST_RETENTION_EQUALITIES,
    ranges: [sentBy(cutoff)],
    orderBy: [
      { field: 'date', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
  };
}

/** Every query the adapters can run (search values and cutoffs do not change the shape). */
export function everyQueryShape(): QueryShape[] {
  return [
    ...STAGE_FILTERS.map(stageListShape),
    waitingListShape(new Date(0)),
    ...QUERIED_SEARCH_FIELDS.map((field) => searchShape(field, ['any'])),
    nameSearchShape('any'),
    COUNT_NEW_SHAPE,
    HISTORY_SHAPE,
    HISTORY_BY_ID_SHAPE,
    historySinceShape(new Date(0)),
    countPastRetentionShape(new Date(0)),
    pastRetentionShape(new Date(0)),
  ];
}
