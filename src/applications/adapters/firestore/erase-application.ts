import {
  getDocsFromServer,
  limit,
  query,
  runTransaction,
  startAfter,
  Timestamp,
  writeBatch,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { ApplicationId } from '../../domain/application-id';
import type { ErasureReason } from '../../domain/erasure-record';
import { ApplicationGoneError, NotPastRetentionError } from '../../domain/erasure-errors';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { stageOf } from '../../domain/workflow/stage';
import { liveWorkflowOf } from './application-document';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import { erasureRecordData } from './erasure-document';
import {
  HISTORY_BY_ID_SHAPE,
  historySinceShape,
  MAX_DELETES_PER_WRITE,
} from './application-query-shapes';
import { constraintsOf } from '../../../shared/adapters/staff-firebase/query-from-shape';
import { applicationIn, historyIn } from './application-paths';

type Entries = QueryDocumentSnapshot[];

/** The newest `at` among these entries; Timestamp.valueOf() sorts as time does. */
function latestAt(entries: Entries): Timestamp | undefined {
  let latest: Timestamp | undefined;
  for (const entry of entries) {
    const at: unknown = entry.get('at');
    if (at instanceof Timestamp && (latest === undefined || at.valueOf() > latest.valueOf()))
      latest = at;
  }
  return latest;
}

/**
 * The erasure record over the application and the first history entries deleted, in one
 * transaction; then the rest, a write at a time. Once the application is an erasure record the
 * rules let an admin delete its entries and nobody add any, so this ends with none left.
 */
export async function eraseApplication(
  db: Firestore,
  bounded: BoundedCall,
  id: ApplicationId,
  reason: ErasureReason,
  by: SignedInUser,
): Promise<void> {
  const application = applicationIn(db, id);
  const byId = (after?: string) =>
    query(
      historyIn(db, id),
      ...constraintsOf(HISTORY_BY_ID_SHAPE),
      ...(after === undefined ? [] : [startAfter(after)]),
      limit(MAX_DELETES_PER_WRITE),
    );
  const list = async (entries: Query) =>
    (await bounded('Firestore history', getDocsFromServer(entries))).docs;

  const first = await list(byId());
  await bounded(
    'Firestore erasure',
    runTransaction(db, async (transaction) => {
      const current = liveWorkflowOf(await transaction.get(application));
      if (!current) throw new ApplicationGoneError(`No application ${id}`);
      if (reason === 'plazo-vencido' && stageOf(current) === 'asociada')
        throw new NotPastRetentionError(`${id} is Asociada`);
      transaction.set(application, erasureRecordData(id, reason, by));
      for (const entry of first) transaction.delete(entry.ref);
    }),
  );

  // A transaction's deletes never reach this client's cache, and a query that would match the
  // cached copies waits while the SDK looks each one up again. So no later listing covers them:
  // the rest by id after the last one deleted, then anything written after the first listing
  // was read (between it and the erasure: every such entry is newer than all it saw).
  for (let page = first; page.length === MAX_DELETES_PER_WRITE;) {
    page = await list(byId(page.at(-1)?.id));
    await deleteAll(db, bounded, page);
  }
  const seen = latestAt(first);
  const newer = query(
    historyIn(db, id),
    ...constraintsOf(seen ? historySinceShape(seen) : HISTORY_BY_ID_SHAPE),
    limit(MAX_DELETES_PER_WRITE),
  );
  for (let page = await list(newer); page.length > 0; page = await list(newer))
    await deleteAll(db, bounded, page);
}

async function deleteAll(db: Firestore, bounded: BoundedCall, entries: Entries): Promise<void> {
  if (entries.length === 0) return;
  const batch = writeBatch(db);
  for (const entry of entries) batch.delete(entry.ref);
  await bounded('Firestore erasure', batch.commit());
}
