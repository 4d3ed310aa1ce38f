import type { QueryShape, Range } from '../../shared/adapters/firestore/query-shape';
import { stageListShape } from '../../applications/adapters/firestore/application-query-shapes';
import { CLOSE_REASONS, type CloseReason } from '../../applications/domain/workflow/transitions';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../applications/adapters/applications-collections';
import { SEATS_COLLECTION, TALKS_COLLECTION } from '../../talks/adapters/talks-collections';
import { OPEN_STAGES, type OpenStage } from '../domain/monthly-report';
import type { MonthPeriod } from '../domain/report-month';

/**
 * The server's report queries, as data, so that tests/emulator/firestore-indexes.test.ts checks
 * firestore.indexes.json serves each one. The month's closings are found in every application's
 * history at once (a collection group query), which needs indexes of that scope.
 */
export interface ReportQueryShape extends QueryShape {
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
}

const within = (field: string, { start, end }: MonthPeriod): Range[] => [
  { field, operator: '>=', value: start },
  { field, operator: '<', value: end },
];

/** Sent in the month: one field's range, on its automatic index. */
export function receivedShape(period: MonthPeriod): ReportQueryShape {
  return {
    queryScope: 'COLLECTION',
    collectionGroup: APPLICATIONS_COLLECTION,
    equalities: [],
    ranges: within('date', period),
    orderBy: [{ field: 'date', direction: 'asc' }],
  };
}

/**
 * At an open stage now and sent before the month's end: the inbox's own stage filters, newest
 * first, so the indexes of the inbox's lists serve these counts too (none added for them).
 */
export function openShape(stage: OpenStage, sentBefore: Date): ReportQueryShape {
  return {
    queryScope: 'COLLECTION',
    collectionGroup: APPLICATIONS_COLLECTION,
    equalities: stageListShape(stage).equalities,
    ranges: [{ field: 'date', operator: '<', value: sentBefore }],
    orderBy: [{ field: 'date', direction: 'desc' }],
  };
}

/**
 * Closed in the month for this reason: the month's moves to Cerrada, in every history (when a
 * thing happened is its entry's `at`). Counted, never read.
 */
export function closingsShape(reason: CloseReason, period: MonthPeriod): ReportQueryShape {
  return {
    queryScope: 'COLLECTION_GROUP',
    collectionGroup: HISTORY_COLLECTION,
    equalities: [
      { field: 'kind', operator: '==', value: 'transition' },
      { field: 'to', operator: '==', value: 'cerrada' },
      { field: 'reason', operator: '==', value: reason },
    ],
    ranges: within('at', period),
    orderBy: [{ field: 'at', direction: 'asc' }],
  };
}

/**
 * Last marked Asociada in the month: the application's own `associatedAt` (the inbox writes it
 * with every move to Asociada), one field's range on its automatic index. Read: the median needs
 * each one's dates.
 */
export function associationsShape(period: MonthPeriod): ReportQueryShape {
  return {
    queryScope: 'COLLECTION',
    collectionGroup: APPLICATIONS_COLLECTION,
    equalities: [],
    ranges: within('associatedAt', period),
    orderBy: [{ field: 'associatedAt', direction: 'asc' }],
  };
}

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
