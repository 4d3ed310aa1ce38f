/** The document id, as Firestore names it in orderBy and in index definitions. */
export const DOCUMENT_ID = '__name__';

export interface Equality {
  field: string;
  /**
   * `in` when several values may match (a search for an e-mail as typed and lower-cased);
   * `array-contains` when the field is a list and one of its items must be the value (a name key).
   */
  operator: '==' | 'in' | 'array-contains';
  value: unknown;
}

/**
 * A range filter: at most one per query, on a field the query orders by first (or, with no order,
 * implicitly ascending).
 */
export interface Range {
  field: string;
  operator: '<' | '<=' | '>' | '>=';
  value: unknown;
}

export interface Ordering {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * Every query the staff adapters and the server run, as data: which collection, which equality and
 * range filters, which order. The adapters build their queries from these (query-from-shape.ts
 * with the browser SDK), and tests/emulator/firestore-indexes.test.ts checks
 * firestore.indexes.json has the composite index each one needs.
 */
export interface QueryShape {
  collectionGroup: string;
  equalities: readonly Equality[];
  ranges?: readonly Range[];
  orderBy: readonly Ordering[];
}

/** The order storage sorts by: the explicit one, or with none, ascending on the range fields. */
export function orderingOf(shape: QueryShape): readonly Ordering[] {
  if (shape.orderBy.length > 0) return shape.orderBy;
  return (shape.ranges ?? []).map(({ field }) => ({ field, direction: 'asc' as const }));
}
