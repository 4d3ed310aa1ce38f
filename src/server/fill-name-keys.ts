import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { adminNamedApplicationOf } from '../inbox/adapters/server/admin-name-keys';
import type { KeepNameKeys } from '../inbox/application/keep-name-keys';
import { APPLICATIONS_COLLECTION } from '../applications/adapters/applications-collections';
import { isApplicationId } from '../applications/domain/application-id';

/** Applications read per page: the four fields the keys need, a few hundred bytes each. */
const PAGE = 300;

/**
 * Once, after keepNameKeys is first deployed: the name keys of the applications stored before it,
 * as the trigger would have written them (an application's arrival), a page at a time in number
 * order. Safe to run again: each is written from the application as it is then. About 2 reads and
 * 1 write an application (the page, the trigger's transaction): some 18,000 reads for 9,000, once.
 * Says how many were written, never whose.
 */
export async function fillNameKeys(db: Firestore, keep: KeepNameKeys): Promise<number> {
  let written = 0;
  let after: string | undefined;
  for (;;) {
    let page = db
      .collection(APPLICATIONS_COLLECTION)
      .orderBy(FieldPath.documentId())
      .select('first_name', 'last_name', 'date', 'erasedAt')
      .limit(PAGE);
    if (after !== undefined) page = page.startAfter(after);
    const { docs } = await page.get();
    for (const snapshot of docs) {
      if (!isApplicationId(snapshot.id)) continue;
      const application = adminNamedApplicationOf(snapshot);
      if ((await keep.execute(snapshot.id, undefined, application)) === 'written') written += 1;
    }
    if (docs.length < PAGE) return written;
    after = docs.at(-1)?.id;
  }
}
