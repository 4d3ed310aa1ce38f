import {
  getDocFromServer,
  getDocsFromServer,
  limit,
  query,
  runTransaction,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { ApplicationId } from '../../domain/application-id';
import { NotPastQuarantineError } from '../../domain/erasure-errors';
import { isPastQuarantine } from '../../domain/retention-matches';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import { toErasureRecord } from './erasure-document';
import { MAX_DELETES_PER_WRITE } from './application-query-shapes';
import { HISTORY_BY_ID_SHAPE } from './application-query-shapes';
import { constraintsOf } from '../../../shared/adapters/staff-firebase/query-from-shape';
import { applicationIn, historyIn } from './application-paths';

/**
 * Deletes an erasure record past the quarantine, so that its number can be drawn again. Any
 * history entry an erasure cut short left behind goes first, while the record still lets an admin
 * delete it (firestore.rules): a new application under the number must start with none. Then the
 * record, in a transaction that reads it again; the rules refuse a live application or a record
 * younger than the quarantine whatever this checks. Nothing to do when there is no document.
 */
export async function releaseNumber(
  db: Firestore,
  bounded: BoundedCall,
  id: ApplicationId,
  cutoff: Date,
): Promise<void> {
  const record = applicationIn(db, id);
  const check = (snapshot: Parameters<typeof toErasureRecord>[0]): boolean => {
    if (!snapshot.exists()) return false;
    const erasure = toErasureRecord(snapshot);
    if (!erasure) throw new NotPastQuarantineError(`${id} is no erasure record`);
    if (!isPastQuarantine(erasure, cutoff))
      throw new NotPastQuarantineError(`${id} is still quarantined`);
    return true;
  };

  if (!check(await bounded('Firestore get', getDocFromServer(record)))) return;
  const leftovers = query(
    historyIn(db, id),
    ...constraintsOf(HISTORY_BY_ID_SHAPE),
    limit(MAX_DELETES_PER_WRITE),
  );
  const list = async () => (await bounded('Firestore history', getDocsFromServer(leftovers))).docs;
  for (let page = await list(); page.length > 0; page = await list()) {
    const batch = writeBatch(db);
    for (const entry of page) batch.delete(entry.ref);
    await bounded('Firestore release', batch.commit());
  }

  await bounded(
    'Firestore release',
    runTransaction(db, async (transaction) => {
      // Gone meanwhile: another purge released it, and the number is free all the same.
      if (check(await transaction.get(record))) transaction.delete(record);
    }),
  );
}
