import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import { INTAKE_ADDRESSES_COLLECTION } from '../submission-collections';
import { nextWindow, tallyWindowStart, windowEndsAt } from '../../domain/address-quota';
import type { AddressQuota, AddressWindow, IntakeLedger } from '../../domain/address-quota';
import { runRetriedTransaction } from '../../../shared/adapters/server/retried-transaction';

/**
 * The per-address count in Firestore, one document per address key: the count, when its window
 * started, and `expireAt`, the field of the TTL policy that deletes it once the window is over
 * (docs/deploying.md). A transaction, so concurrent submits from one address never exceed the
 * quota. Only the server writes here: firestore.rules grant no client anything on it.
 */
/** What a stored window says, checked: a document written by anything else is refused. */
function windowOf(path: string, stored: DocumentData | undefined): AddressWindow | undefined {
  if (stored === undefined) return undefined;
  const { count, startedAt } = stored;
  if (typeof count !== 'number') throw new MalformedDocumentError(path, 'count', 'is not a number');
  if (!(startedAt instanceof Timestamp)) {
    throw new MalformedDocumentError(path, 'startedAt', 'is not a timestamp');
  }
  return { count, startedAt: startedAt.toDate() };
}

export class AdminIntakeLedger implements IntakeLedger {
  constructor(private readonly db: Firestore) {}

  admit(addressKey: string, quota: AddressQuota, now: Date): Promise<'admitted' | 'over-limit'> {
    const document = this.db.collection(INTAKE_ADDRESSES_COLLECTION).doc(addressKey);
    return runRetriedTransaction(this.db, async (transaction) => {
      const current = windowOf(document.path, (await transaction.get(document)).data());
      const next = nextWindow(current, quota, now);
      if (!next) return 'over-limit';
      transaction.set(document, {
        count: next.count,
        startedAt: Timestamp.fromDate(next.startedAt),
        expireAt: Timestamp.fromDate(windowEndsAt(next, quota)),
      });
      return 'admitted';
    });
  }

  /**
   * One document per key and clock window (`<key>@<window start in ms>`), added to with an
   * increment, which concurrent writers never contend over, then read back: two round trips,
   * no transaction to retry when fifty submits arrive at once. The TTL policy on `expireAt`
   * deletes it after its window, like the per-address counts.
   */
  async tally(key: string, quota: AddressQuota, now: Date): Promise<'within' | 'over-limit'> {
    const startedAt = tallyWindowStart(quota, now);
    const document = this.db
      .collection(INTAKE_ADDRESSES_COLLECTION)
      .doc(`${key}@${startedAt.getTime()}`);
    await document.set(
      {
        count: FieldValue.increment(1),
        startedAt: Timestamp.fromDate(startedAt),
        expireAt: Timestamp.fromDate(windowEndsAt({ count: 0, startedAt }, quota)),
      },
      { merge: true },
    );
    const count = windowOf(document.path, (await document.get()).data())?.count ?? 0;
    return count > quota.perWindow ? 'over-limit' : 'within';
  }
}
