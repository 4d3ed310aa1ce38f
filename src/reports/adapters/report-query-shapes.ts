import {
  associationsShape,
  closingsShape,
  openShape,
  receivedShape,
  within,
  type ReportQueryShape,
} from '../../applications/adapters/firestore/application-report-query-shapes';
import { CLOSE_REASONS } from '../../applications/domain/workflow/transitions';
import { SEATS_COLLECTION, TALKS_COLLECTION } from '../../talks/adapters/talks-collections';
import { OPEN_STAGES } from '../domain/monthly-report';
import type { MonthPeriod } from '../domain/report-month';

/*
 * The server's report queries of the talks, as data, so that
 * tests/emulator/firestore-indexes.test.ts checks firestore.indexes.json serves each one; those of
 * the applications and their histories are their owner's (application-report-query-shapes.ts).
 */

/** The talks starting in the month, soonest first: one field's range, on its automatic index. */
export function talksStartingShape(period: MonthPeriod): ReportQueryShape {
  return {
    queryScope: 'COLLECTION',
    collectionGroup: TALKS_COLLECTION,
    equalities: [],
    ranges: within('startsAt', period),
    orderBy: [{ field: 'startsAt', direction: 'asc' }],
  };
}

/**
 * One talk's seats marked attended (Talks/{id}/seats): counted, never read. One field's
 * equality, on its automatic index.
 */
export const ATTENDED_SEATS_SHAPE: ReportQueryShape = {
  queryScope: 'COLLECTION',
  collectionGroup: SEATS_COLLECTION,
  equalities: [{ field: 'attended', operator: '==', value: true }],
  orderBy: [],
};

/** Every report query (the month does not change a shape). */
export function everyReportQueryShape(): ReportQueryShape[] {
  const period = { start: new Date(0), end: new Date(1) };
  return [
    receivedShape(period),
    ...OPEN_STAGES.map((stage) => openShape(stage, period.end)),
    ...CLOSE_REASONS.map((reason) => closingsShape(reason, period)),
    associationsShape(period),
    talksStartingShape(period),
    ATTENDED_SEATS_SHAPE,
  ];
}
