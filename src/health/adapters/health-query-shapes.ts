import type { QueryShape } from '../../shared/adapters/firestore/query-shape';
import { STORED_SHAPE } from '../../applications/adapters/firestore/stored-count-query-shape';
import { OUTBOX_COLLECTION } from '../../notifications/adapters/notifications-collections';
import { REVIEW_MARKS_COLLECTION } from '../../submission/adapters/submission-collections';

/**
 * The server's queries for Estado (admin-health-counts.ts), as data, so that the deploy check and
 * tests/emulator/firestore-indexes.test.ts know firestore.indexes.json serves each one. A state's
 * count in the window needs a composite index (state, then the time); the rest are one field's.
 */
const since = (field: string) => [{ field, operator: '>=' as const, value: new Date(0) }];

/** Sent in the window: state == sent, sentAt >= since. Counted. */
export const SENT_SHAPE: QueryShape = {
  collectionGroup: OUTBOX_COLLECTION,
  equalities: [{ field: 'state', operator: '==', value: 'sent' }],
  ranges: since('sentAt'),
  orderBy: [{ field: 'sentAt', direction: 'asc' }],
};

/** Retrying (pending) or given up (failed) whose last attempt failed in the window. Counted. */
export const failedInWindowShape = (state: 'pending' | 'failed'): QueryShape => ({
  collectionGroup: OUTBOX_COLLECTION,
  equalities: [{ field: 'state', operator: '==', value: state }],
  ranges: since('lastErrorAt'),
  orderBy: [{ field: 'lastErrorAt', direction: 'asc' }],
});

/** The given up, newest first (their ids name the receipts' applications). A bounded page. */
export const GIVEN_UP_NEWEST_SHAPE: QueryShape = {
  collectionGroup: OUTBOX_COLLECTION,
  equalities: [{ field: 'state', operator: '==', value: 'failed' }],
  ranges: since('lastErrorAt'),
  orderBy: [{ field: 'lastErrorAt', direction: 'desc' }],
};

/** The newest failure, and the newest message sent: one field's order each, one document. */
export const newestShape = (field: 'lastErrorAt' | 'sentAt'): QueryShape => ({
  collectionGroup: OUTBOX_COLLECTION,
  equalities: [],
  ranges: since(field),
  orderBy: [{ field, direction: 'desc' }],
});

/**
 * Marked for review in the window: one field's range. Counted, with the applications stored in it
 * (the applications' STORED_SHAPE).
 */
export const MARKED_SHAPE: QueryShape = {
  collectionGroup: REVIEW_MARKS_COLLECTION,
  equalities: [],
  ranges: since('markedAt'),
  orderBy: [{ field: 'markedAt', direction: 'asc' }],
};

export function everyHealthQueryShape(): QueryShape[] {
  return [
    SENT_SHAPE,
    failedInWindowShape('pending'),
    failedInWindowShape('failed'),
    GIVEN_UP_NEWEST_SHAPE,
    newestShape('lastErrorAt'),
    newestShape('sentAt'),
    STORED_SHAPE,
    MARKED_SHAPE,
  ];
}
