import { DOCUMENT_ID, type QueryShape } from '../../src/shared/adapters/firestore/query-shape.ts';
import { everyQueryShape } from '../../src/applications/adapters/firestore/application-query-shapes.ts';
import { everyHealthQueryShape } from '../../src/health/adapters/health-query-shapes.ts';
import { everyReportQueryShape } from '../../src/reports/adapters/report-query-shapes.ts';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections.ts';
import { everyTalkQueryShape } from '../../src/talks/adapters/firestore/talk-query-shapes.ts';
import type { ScopedQueryShape } from './composite-indexes.ts';

/**
 * The intake's query for a repeat applicant's newest application
 * (src/applications/adapters/server/admin-earlier-applications.ts): DUI equal, newest first. Written
 * out here because the submission module may not use the inbox's QueryShape (eslint.config.js);
 * keep it in step with that adapter. The inbox's search by DUI needs the same index, which is
 * why production has served it so far.
 */
export const EARLIER_APPLICATIONS_SHAPE: QueryShape = {
  collectionGroup: APPLICATIONS_COLLECTION,
  equalities: [{ field: 'dui', operator: '==', value: '00000000-0' }],
  orderBy: [
    { field: 'date', direction: 'desc' },
    { field: DOCUMENT_ID, direction: 'desc' },
  ],
};

/**
 * Every query the product runs on Firestore, as data: the staff adapters' (inbox, talks), the
 * server's monthly report, Estado's counts and the intake's. Production refuses a query whose composite index is
 * missing; the emulators serve it anyway, so only this list can tell.
 */
export function everyProductQueryShape(): ScopedQueryShape[] {
  return [
    ...everyQueryShape(),
    ...everyTalkQueryShape(),
    ...everyReportQueryShape(),
    ...everyHealthQueryShape(),
    EARLIER_APPLICATIONS_SHAPE,
  ];
}
