import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import type { ReportQueryShape } from '../../../applications/adapters/firestore/application-report-query-shapes';

/**
 * A report query as its shape says: of every collection of that name (a collection group), or of
 * one, at the top or under `parent` (a talk's seats).
 */
export function queryOf(db: Firestore, shape: ReportQueryShape, parent?: DocumentReference): Query {
  let query: Query =
    shape.queryScope === 'COLLECTION_GROUP'
      ? db.collectionGroup(shape.collectionGroup)
      : (parent ?? db).collection(shape.collectionGroup);
  for (const { field, operator, value } of [...shape.equalities, ...(shape.ranges ?? [])])
    query = query.where(field, operator, value);
  for (const { field, direction } of shape.orderBy) query = query.orderBy(field, direction);
  return query;
}
