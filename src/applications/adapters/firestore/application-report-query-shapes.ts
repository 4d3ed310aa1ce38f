import type { QueryShape, Range } from '../../../shared/adapters/firestore/query-shape';
import type { Stage } from '../../domain/workflow/stage';
import type { CloseReason } from '../../domain/workflow/transitions';
import { APPLICATIONS_COLLECTION, HISTORY_COLLECTION } from '../applications-collections';
import { stageListShape } from './application-query-shapes';

/*
 * The board's monthly report asks these of the applications and their histories (the server's
 * counts, src/reports/adapters/server): as data, beside the inbox's own shapes, so that
 * tests/emulator/firestore-indexes.test.ts and the deploy check see that firestore.indexes.json
 * serves each one. No SDK here.
 */

/**
 * A query of one collection, or of every collection of that name at once (a collection group:
 * the month's closings are found in every application's history), which needs indexes of that
 * scope.
 */
export interface ReportQueryShape extends QueryShape {
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
}

/** From `start` (included) to `end` (excluded): a month (src/reports/domain/report-month.ts). */
export interface Period {
  start: Date;
  end: Date;
}

export const within = (field: string, { start, end }: Period): Range[] => [
  { field, operator: '>=', value: start },
  { field, operator: '<', value: end },
];

/** Sent in the month: one field's range, on its automatic index. */
export function receivedShape(period: Period): ReportQueryShape {
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
export function openShape(stage: Stage, sentBefore: Date): ReportQueryShape {
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
export function closingsShape(reason: CloseReason, period: Period): ReportQueryShape {
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
export function associationsShape(period: Period): ReportQueryShape {
  return {
    queryScope: 'COLLECTION',
    collectionGroup: APPLICATIONS_COLLECTION,
    equalities: [],
    ranges: within('associatedAt', period),
    orderBy: [{ field: 'associatedAt', direction: 'asc' }],
  };
}
