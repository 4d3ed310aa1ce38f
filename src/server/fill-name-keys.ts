import type { Firestore } from 'firebase-admin/firestore';
import { everyNamedApplication } from '../applications/adapters/server/admin-name-keys';
import type { KeepNameKeys } from '../inbox/application/keep-name-keys';

/**
 * Once, after keepNameKeys is first deployed: the name keys of the applications stored before it,
 * as the trigger would have written them (an application's arrival), a page at a time in number
 * order. Safe to run again: each is written from the application as it is then. About 2 reads and
 * 1 write an application (the page, the trigger's transaction): some 18,000 reads for 9,000, once.
 * Says how many were written, never whose.
 */
export async function fillNameKeys(db: Firestore, keep: KeepNameKeys): Promise<number> {
  let written = 0;
  for await (const { id, application } of everyNamedApplication(db))
    if ((await keep.execute(id, undefined, application)) === 'written') written += 1;
  return written;
}
