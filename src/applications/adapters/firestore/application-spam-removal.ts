import {
  documentId,
  getDocFromServer,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { ApplicationId } from '../../domain/application-id';
import { stageOf } from '../../domain/workflow/stage';
import { REMOVAL_ID_FIELD } from '../applications-collections';
import { liveWorkflowOf } from './application-document';
import { applicationIn, historyIn } from './application-paths';
import { MAX_HISTORY_READ } from './application-query-shapes';

/*
 * The applications' side of a spam removal (the inbox's firestore-spam-removal.ts), in the two
 * steps firestore.rules asks for (isMarkForRemoval, isMarkedForRemoval): the mark, in the batch
 * that writes the audit record naming it, then the deletion. The inbox's adapter writes the
 * record; what an application holds, and where, is known here alone.
 */

/** An application still closed as spam, and whether an earlier removal already marked it. */
export interface SpamApplication {
  id: ApplicationId;
  marked: boolean;
}

function isSpamDocument(snapshot: DocumentSnapshot): boolean {
  const flags = liveWorkflowOf(snapshot);
  return (
    flags !== undefined && stageOf(flags) === 'cerrada' && snapshot.get('closeReason') === 'spam'
  );
}

/** Of `ids`, those still closed as spam (reopened or gone since the list was shown are not). */
export async function readSpamApplications(
  db: Firestore,
  ids: readonly ApplicationId[],
): Promise<SpamApplication[]> {
  const snapshots = await Promise.all(ids.map((id) => getDocFromServer(applicationIn(db, id))));
  return snapshots.filter(isSpamDocument).map((snapshot) => ({
    id: snapshot.id as ApplicationId,
    marked: snapshot.get(REMOVAL_ID_FIELD) !== undefined,
  }));
}

/** Marks the application with the audit record written in the same batch (its id). */
export function markForRemoval(
  batch: WriteBatch,
  db: Firestore,
  id: ApplicationId,
  removalId: string,
): void {
  batch.update(applicationIn(db, id), { [REMOVAL_ID_FIELD]: removalId });
}

/**
 * The history a read's worth at a time, the application in the last write (under 500 entries and
 * the application: within the 500 writes a batch takes).
 */
export async function deleteWithHistory(db: Firestore, id: ApplicationId): Promise<void> {
  for (;;) {
    const entries = await getDocsFromServer(
      query(historyIn(db, id), orderBy(documentId()), limit(MAX_HISTORY_READ)),
    );
    const batch = writeBatch(db);
    const last = entries.size < MAX_HISTORY_READ;
    for (const entry of entries.docs) batch.delete(entry.ref);
    if (last) batch.delete(applicationIn(db, id));
    await batch.commit();
    if (last) return;
  }
}
