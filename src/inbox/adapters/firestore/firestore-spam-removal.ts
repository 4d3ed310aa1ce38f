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
} from 'firebase/firestore';
import type { SignedInUser } from '../../../access/domain/staff-member';
import {
  newAuditRecordIn,
  spamRemovalRecordData,
} from '../../../audit/adapters/firestore/audit-document';
import type { ApplicationId } from '../../../applications/domain/application-id';
import { REMOVAL_ID_FIELD } from '../../../applications/adapters/applications-collections';
import {
  applicationIn,
  historyIn,
} from '../../../applications/adapters/firestore/application-paths';
import type { SpamRemoval, SpamRemovalOutcome } from '../../domain/spam-removal';
import { stageOf } from '../../../applications/domain/workflow/stage';
import { liveWorkflowOf } from '../../../applications/adapters/firestore/application-document';
import { MAX_HISTORY_READ } from '../../../applications/adapters/firestore/application-query-shapes';

function isSpamDocument(snapshot: DocumentSnapshot): boolean {
  const flags = liveWorkflowOf(snapshot);
  return (
    flags !== undefined && stageOf(flags) === 'cerrada' && snapshot.get('closeReason') === 'spam'
  );
}

/**
 * Spam removal on Firestore, in the two steps firestore.rules asks for (isMarkForRemoval,
 * isMarkedForRemoval). First one atomic write creates the audit record naming the numbers and
 * marks each application with its id; then each application goes with its history. A removal cut
 * short leaves marked applications that the next one finishes (they are named in the earlier
 * record, so no second record names them). Marked applications take no new notes or moves.
 */
export class FirestoreSpamRemoval implements SpamRemoval {
  constructor(private readonly db: Firestore) {}

  async remove(ids: readonly ApplicationId[], by: SignedInUser): Promise<SpamRemovalOutcome> {
    const snapshots = await Promise.all(
      ids.map((id) => getDocFromServer(applicationIn(this.db, id))),
    );
    const spam = snapshots.filter(isSpamDocument);
    const unmarked = spam.filter((snapshot) => snapshot.get(REMOVAL_ID_FIELD) === undefined);
    if (unmarked.length > 0) {
      const batch = writeBatch(this.db);
      const record = newAuditRecordIn(this.db);
      const numbers = unmarked.map((snapshot) => snapshot.id as ApplicationId);
      batch.set(record, spamRemovalRecordData(numbers, by));
      for (const snapshot of unmarked)
        batch.update(snapshot.ref, { [REMOVAL_ID_FIELD]: record.id });
      await batch.commit();
    }
    const removed = spam.map((snapshot) => snapshot.id as ApplicationId);
    // One at a time: each deletion checks the record again, and a spam's history is short.
    for (const id of removed) await this.deleteWithHistory(id);
    return { removed, kept: ids.filter((id) => !removed.includes(id)) };
  }

  /**
   * The history a read's worth at a time, the application in the last write (under 500 entries and
   * the application: within the 500 writes a batch takes).
   */
  private async deleteWithHistory(id: ApplicationId): Promise<void> {
    for (;;) {
      const entries = await getDocsFromServer(
        query(historyIn(this.db, id), orderBy(documentId()), limit(MAX_HISTORY_READ)),
      );
      const batch = writeBatch(this.db);
      const last = entries.size < MAX_HISTORY_READ;
      for (const entry of entries.docs) batch.delete(entry.ref);
      if (last) batch.delete(applicationIn(this.db, id));
      await batch.commit();
      if (last) return;
    }
  }
}
