import {
  DOCUMENT_ID,
  orderingOf,
  type Ordering,
  type QueryShape,
} from '../../src/shared/adapters/firestore/query-shape.ts';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

/** An entry of firestore.indexes.json. */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

/**
 * A query of one collection, or (the server's reports) of every collection of that name at once,
 * which only an index of COLLECTION_GROUP scope serves.
 */
export type ScopedQueryShape = QueryShape & { queryScope?: CompositeIndex['queryScope'] };

const ORDER = { asc: 'ASCENDING', desc: 'DESCENDING' } as const;

/**
 * A trailing order by document id in the direction of the order before it is implicit in every
 * index.
 */
function withoutImplicitDocumentId(orderBy: readonly Ordering[]): readonly Ordering[] {
  const last = orderBy.at(-1);
  const before = orderBy.at(-2)?.direction ?? 'asc';
  return last?.field === DOCUMENT_ID && last.direction === before ? orderBy.slice(0, -1) : orderBy;
}

/**
 * Firestore's rule: a query needs a composite index on its equality fields then its order
 * fields (a range filter orders by its field), unless only one field is involved (automatic
 * single-field indexes serve it) or it only has equality filters (Firestore merges the
 * single-field indexes, as a count of Nuevas does).
 */
export function needsCompositeIndex(shape: QueryShape): boolean {
  if ((shape.ranges ?? []).length === 0 && shape.orderBy.length === 0) return false;
  const fields = new Set([
    ...shape.equalities.map(({ field }) => field),
    ...(shape.ranges ?? []).map(({ field }) => field),
    ...withoutImplicitDocumentId(orderingOf(shape)).map(({ field }) => field),
  ]);
  return fields.size > 1;
}

/**
 * Equality fields first, in any order; then the order fields exactly, with their directions.
 * Every range field must be among the order fields (the shapes order by it first).
 */
export function serves(index: CompositeIndex, shape: ScopedQueryShape): boolean {
  const orderBy = withoutImplicitDocumentId(orderingOf(shape));
  if (
    !(shape.ranges ?? []).every(({ field }) => orderBy.some((ordering) => ordering.field === field))
  )
    return false;
  const fields =
    index.fields.at(-1)?.fieldPath === DOCUMENT_ID ? index.fields.slice(0, -1) : index.fields;
  const equalities = new Set(shape.equalities.map(({ field }) => field));
  const listed = new Set(
    shape.equalities
      .filter(({ operator }) => operator === 'array-contains')
      .map(({ field }) => field),
  );
  const scope = shape.queryScope ?? 'COLLECTION';
  if (index.collectionGroup !== shape.collectionGroup || index.queryScope !== scope) return false;
  if (fields.length !== equalities.size + orderBy.length) return false;
  const leading = fields.slice(0, equalities.size);
  const trailing = fields.slice(equalities.size);
  return (
    // An array-contains filter is served by the field's CONTAINS entry, an equality by an order.
    leading.every(
      ({ fieldPath, order, arrayConfig }) =>
        equalities.has(fieldPath) &&
        (listed.has(fieldPath) ? arrayConfig === 'CONTAINS' : order !== undefined),
    ) &&
    trailing.every(
      ({ fieldPath, order }, i) =>
        fieldPath === orderBy[i]?.field && order === ORDER[orderBy[i].direction],
    )
  );
}

/** The shapes that need a composite index and find none among these. */
export function shapesWithoutIndex(
  shapes: readonly ScopedQueryShape[],
  indexes: readonly CompositeIndex[],
): ScopedQueryShape[] {
  return shapes.filter(
    (shape) => needsCompositeIndex(shape) && !indexes.some((index) => serves(index, shape)),
  );
}
