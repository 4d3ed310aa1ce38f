import type { QueryShape } from '../../../shared/adapters/firestore/query-shape';
import { SEATS_COLLECTION, TALKS_COLLECTION } from '../talks-collections';

/**
 * The talks' queries, as data, so that tests/emulator/firestore-indexes.test.ts checks that
 * firestore.indexes.json serves each one: one field's range and order, which the automatic
 * single-field indexes serve (no composite index, no write cost per talk).
 */
export const talksFromShape = (since: Date): QueryShape => ({
  collectionGroup: TALKS_COLLECTION,
  equalities: [],
  ranges: [{ field: 'startsAt', operator: '>=', value: since }],
  orderBy: [{ field: 'startsAt', direction: 'asc' }],
});

export const talksBeforeShape = (before: Date): QueryShape => ({
  collectionGroup: TALKS_COLLECTION,
  equalities: [],
  ranges: [{ field: 'startsAt', operator: '<', value: before }],
  orderBy: [{ field: 'startsAt', direction: 'desc' }],
});

/** A talk's seats, in the order they were given. */
export const SEATS_SHAPE: QueryShape = {
  collectionGroup: SEATS_COLLECTION,
  equalities: [],
  orderBy: [{ field: 'assignedAt', direction: 'asc' }],
};

export const everyTalkQueryShape = (): QueryShape[] => [
  talksFromShape(new Date()),
  talksBeforeShape(new Date()),
  SEATS_SHAPE,
];
