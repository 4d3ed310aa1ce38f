import {
  DOCUMENT_ID,
  type QueryShape,
  type Range,
} from '../../../shared/adapters/firestore/query-shape';
import { APPLICATIONS_COLLECTION } from '../applications-collections';

/**
 * The erasure records past the number quarantine, as both SDKs query them (the admins' button and
 * the monthly schedule). Only an erasure record has erasedAt, so no live application matches; one
 * field's range and order, which its automatic single-field index serves: no composite index.
 */
const erasedBy = (cutoff: Date): Range => ({ field: 'erasedAt', operator: '<=', value: cutoff });

/** Counted by storage without reading the documents. */
export function countPastQuarantineShape(cutoff: Date): QueryShape {
  return {
    collectionGroup: APPLICATIONS_COLLECTION,
    equalities: [],
    ranges: [erasedBy(cutoff)],
    orderBy: [],
  };
}

/** Oldest erasure first, then by number: a page at a time, each page the next oldest. */
export function pastQuarantineShape(cutoff: Date): QueryShape {
  return {
    collectionGroup: APPLICATIONS_COLLECTION,
    equalities: [],
    ranges: [erasedBy(cutoff)],
    orderBy: [
      { field: 'erasedAt', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
  };
}
