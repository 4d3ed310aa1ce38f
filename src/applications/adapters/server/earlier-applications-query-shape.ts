import { DOCUMENT_ID, type QueryShape } from '../../../shared/adapters/firestore/query-shape';
import { APPLICATIONS_COLLECTION } from '../applications-collections';

/**
 * The intake's query for a repeat applicant's newest application (admin-earlier-applications.ts
 * builds it from this): DUI equal, newest first, the number breaking a tie. No SDK, so that the
 * deploy check (build/deploy-check/query-shapes.ts) finds the composite index it needs. The
 * inbox's search by DUI needs the same index, which is why production has served it so far.
 */
export const earlierApplicationsShape = (dui: string): QueryShape => ({
  collectionGroup: APPLICATIONS_COLLECTION,
  equalities: [{ field: 'dui', operator: '==', value: dui }],
  orderBy: [
    { field: 'date', direction: 'desc' },
    { field: DOCUMENT_ID, direction: 'desc' },
  ],
});
