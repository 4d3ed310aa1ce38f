import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { APPLICATIONS_COLLECTION, NAME_KEYS_COLLECTION } from '../applications-collections';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import { isApplicationId, type ApplicationId } from '../../domain/application-id';
import type { NamedApplication, NameKeysEntry, NameKeyStore } from '../../domain/name-key-store';
import { runRetriedTransaction } from '../../../shared/adapters/server/retried-transaction';

/**
 * An application's names and date as the server reads them; undefined when it is gone or an
 * erasure record (which has `erasedAt` and no one's data,
 * src/applications/adapters/erasure-fields.ts). Every field checked, a value never quoted.
 */
export function adminNamedApplicationOf(
  snapshot: Pick<DocumentSnapshot, 'exists' | 'data' | 'ref'>,
): NamedApplication | undefined {
  const data = snapshot.data();
  if (!snapshot.exists || data === undefined || data.erasedAt !== undefined) return undefined;
  const fail = (field: string, problem: string) =>
    new MalformedDocumentError(snapshot.ref.path, field, problem);
  const { first_name, last_name, date } = data;
  if (typeof first_name !== 'string') throw fail('first_name', 'is not a string');
  if (typeof last_name !== 'string') throw fail('last_name', 'is not a string');
  if (!(date instanceof Timestamp)) throw fail('date', 'is not a timestamp');
  return { first_name, last_name, date: date.toDate() };
}

/**
 * What an application was before a write, for the trigger's one question (did its names change?):
 * one that could not be read counts as none, so the keys are settled from what it is now. Were it
 * to fail the run instead, every retry would fail the same, and an erasure that replaced a
 * damaged application would leave its name keys behind.
 */
export function adminNamedBeforeOf(
  snapshot: Pick<DocumentSnapshot, 'exists' | 'data' | 'ref'>,
): NamedApplication | undefined {
  try {
    return adminNamedApplicationOf(snapshot);
  } catch (error) {
    if (error instanceof MalformedDocumentError) return undefined;
    throw error;
  }
}

/**
 * NameKeys/{SOL id} over the Admin SDK (the rules let no client write them): `keys` and `date`,
 * what the staff's search queries (src/applications/adapters/firestore/application-query-shapes.ts
 * nameSearchShape). One transaction reads the application and writes or deletes its keys.
 */
export class AdminNameKeys implements NameKeyStore {
  constructor(private readonly db: Firestore) {}

  settle(
    id: ApplicationId,
    entryFor: (application: NamedApplication | undefined) => NameKeysEntry | undefined,
  ): Promise<'written' | 'removed'> {
    const application = this.db.collection(APPLICATIONS_COLLECTION).doc(id);
    const keys = this.db.collection(NAME_KEYS_COLLECTION).doc(id);
    return runRetriedTransaction(this.db, async (transaction) => {
      const entry = entryFor(adminNamedApplicationOf(await transaction.get(application)));
      if (entry === undefined) {
        transaction.delete(keys);
        return 'removed' as const;
      }
      transaction.set(keys, { keys: entry.keys, date: Timestamp.fromDate(entry.date) });
      return 'written' as const;
    });
  }
}

/** Applications read per page: the four fields the keys need, a few hundred bytes each. */
const PAGE = 300;

/**
 * Every stored application's names and date (undefined for an erasure record), a page at a time
 * in number order: for filling the name keys of the applications stored before the trigger.
 * The next page is read only once the caller has taken the last one's, so a caller that writes
 * as it goes reads each application as it is then. One read an application.
 */
export async function* everyNamedApplication(
  db: Firestore,
): AsyncGenerator<{ id: ApplicationId; application: NamedApplication | undefined }> {
  let after: string | undefined;
  for (;;) {
    let page = db
      .collection(APPLICATIONS_COLLECTION)
      .orderBy(FieldPath.documentId())
      .select('first_name', 'last_name', 'date', 'erasedAt')
      .limit(PAGE);
    if (after !== undefined) page = page.startAfter(after);
    const { docs } = await page.get();
    for (const snapshot of docs)
      if (isApplicationId(snapshot.id))
        yield { id: snapshot.id, application: adminNamedApplicationOf(snapshot) };
    if (docs.length < PAGE) return;
    after = docs.at(-1)?.id;
  }
}
