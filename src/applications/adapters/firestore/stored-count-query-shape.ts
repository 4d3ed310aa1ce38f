import type { QueryShape } from '../../../shared/adapters/firestore/query-shape';
import { APPLICATIONS_COLLECTION } from '../applications-collections';

/**
 * Applications stored in a window, counted by storage (Estado's day's intake: the server's
 * src/health/adapters/server/admin-health-counts.ts): one field's range, which its automatic
 * single-field index serves. As data, so that the deploy check and
 * tests/emulator/firestore-indexes.test.ts see it among Estado's shapes. No SDK here.
 */
export const STORED_SHAPE: QueryShape = {
  collectionGroup: APPLICATIONS_COLLECTION,
  equalities: [],
  ranges: [{ field: 'date', operator: '>=', value: new Date(0) }],
  orderBy: [{ field: 'date', direction: 'asc' }],
};
