import { documentId, orderBy, where, type QueryConstraint } from 'firebase/firestore';
import { DOCUMENT_ID, type QueryShape } from '../firestore/query-shape';

/**
 * The filters and explicit order of a declarative shape, as the SDK's constraints (limits and
 * cursors come after).
 */
export function constraintsOf(shape: QueryShape): QueryConstraint[] {
  return [
    ...shape.equalities.map(({ field, operator, value }) => where(field, operator, value)),
    ...(shape.ranges ?? []).map(({ field, operator, value }) => where(field, operator, value)),
    ...shape.orderBy.map(({ field, direction }) =>
      orderBy(field === DOCUMENT_ID ? documentId() : field, direction),
    ),
  ];
}
