import { FieldPath, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { PROGRESS_FIELD, stageListShape } from '../firestore/application-query-shapes';
import { APPLICATIONS_COLLECTION } from '../applications-collections';

/** Applications read per page: two timestamps each. */
const PAGE = 300;

/** gRPC's FAILED_PRECONDITION: the document changed since its page was read. */
const CHANGED_SINCE_READ = 9;

/**
 * Once, after the release whose moves and ticks stamp `progressAt`: the applications moved En
 * trámite before it have none, so the waiting list (a query on it) misses them until their next
 * move or tick. Each one gets its `updatedAt`, the time of its last move, tick or correction
 * (docs/staff-inbox.md): a correction after the last progress makes the wait count from it, so
 * one is listed late, never early. Only En trámite (the list's stage), a page at a time in
 * number order; one that already has the stamp is left alone, and one written since its page was
 * read is skipped (its move or tick stamped it). Safe to run again: a second run writes nothing.
 * About 1 read for each En trámite and 1 write for each filled. Says how many, never which.
 */
export async function fillProgressAt(db: Firestore): Promise<number> {
  let base: Query = db.collection(APPLICATIONS_COLLECTION);
  for (const { field, operator, value } of stageListShape('en-tramite').equalities)
    base = base.where(field, operator, value);
  base = base.orderBy(FieldPath.documentId()).select(PROGRESS_FIELD, 'updatedAt').limit(PAGE);

  let filled = 0;
  let after: string | undefined;
  for (;;) {
    const { docs } = await (after === undefined ? base : base.startAfter(after)).get();
    for (const snapshot of docs) {
      const updatedAt: unknown = snapshot.get('updatedAt');
      if (snapshot.get(PROGRESS_FIELD) !== undefined || !(updatedAt instanceof Timestamp)) continue;
      try {
        await snapshot.ref.update(
          { [PROGRESS_FIELD]: updatedAt },
          { lastUpdateTime: snapshot.updateTime },
        );
        filled += 1;
      } catch (error) {
        if ((error as { code?: unknown }).code !== CHANGED_SINCE_READ) throw error;
      }
    }
    if (docs.length < PAGE) return filled;
    after = docs.at(-1)?.id;
  }
}
