import {
  getDocsFromServer, limit, query, runTransaction, writeBatch, type DocumentReference, type Firestore,
} from 'firebase/firestore';
import type { ApplicationId } from '../../../domain/application-id';
import type { ErasureReason } from '../../../domain/privacy/erasure';
import { ApplicationGoneError, NotPastRetentionError } from '../../../domain/privacy/privacy-errors';
import type { SignedInUser } from '../../../domain/staff/staff-member';
import { stageOf } from '../../../domain/workflow/stage';
import { liveApplicationOf } from './application-document';
import type { BoundedCall } from './bounded-call';
import { erasureRecordData } from './erasure-document';
import { MAX_DELETES_PER_WRITE } from './inbox-limits';
import { HISTORY_ENTRIES_SHAPE } from './inbox-query-shapes';
import { constraintsOf } from './query-from-shape';
import { applicationIn, historyIn } from './staff-paths';

async function someEntries(db: Firestore, bounded: BoundedCall, id: ApplicationId): Promise<DocumentReference[]> {
  const entries = query(historyIn(db, id), ...constraintsOf(HISTORY_ENTRIES_SHAPE), limit(MAX_DELETES_PER_WRITE));
  return (await bounded('Firestore history', getDocsFromServer(entries))).docs.map(({ ref }) => ref);
}

/**
 * The erasure record over the application and the first history entries deleted, in one
 * transaction; then the rest, a write at a time, until a listing finds none (which also catches
 * an entry written between the first listing and the erasure). Once the application is an
 * erasure record the rules let an admin delete its entries and nobody add any, so this ends.
 */
export async function eraseApplication(db: Firestore, bounded: BoundedCall, id: ApplicationId, reason: ErasureReason, by: SignedInUser): Promise<void> {
  const application = applicationIn(db, id);
  const first = await someEntries(db, bounded, id);
  await bounded('Firestore erasure', runTransaction(db, async (transaction) => {
    const current = liveApplicationOf(await transaction.get(application));
    if (!current) throw new ApplicationGoneError(`No application ${id}`);
    if (reason === 'plazo-vencido' && stageOf(current) === 'asociada') throw new NotPastRetentionError(`${id} is Asociada`);
    transaction.set(application, erasureRecordData(id, reason, by));
    for (const entry of first) transaction.delete(entry);
  }));
  for (let rest = await someEntries(db, bounded, id); rest.length > 0; rest = await someEntries(db, bounded, id)) {
    const batch = writeBatch(db);
    for (const entry of rest) batch.delete(entry);
    await bounded('Firestore erasure', batch.commit());
  }
}
