import type { QueryShape } from '../../src/shared/adapters/firestore/query-shape.ts';
import { everyQueryShape } from '../../src/applications/adapters/firestore/application-query-shapes.ts';
import { everyHealthQueryShape } from '../../src/health/adapters/health-query-shapes.ts';
import { everyReportQueryShape } from '../../src/reports/adapters/report-query-shapes.ts';
import { earlierApplicationsShape } from '../../src/applications/adapters/server/earlier-applications-query-shape.ts';
import { everyTalkQueryShape } from '../../src/talks/adapters/firestore/talk-query-shapes.ts';
import type { ScopedQueryShape } from './composite-indexes.ts';

/** The intake's query for a repeat applicant's newest application, for any DUI. */
export const EARLIER_APPLICATIONS_SHAPE: QueryShape = earlierApplicationsShape('00000000-0');

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
