import { writeBatch, type Firestore } from 'firebase/firestore';
import type { SignedInUser } from '../../../access/domain/staff-member';
import {
  newAuditRecordIn,
  spamRemovalRecordData,
} from '../../../audit/adapters/firestore/audit-document';
import type { ApplicationId } from '../../../applications/domain/application-id';
import {
  deleteWithHistory,
  markForRemoval,
  readSpamApplications,
} from '../../../applications/adapters/firestore/application-spam-removal';
import type { SpamRemoval, SpamRemovalOutcome } from '../../domain/spam-removal';

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
    const spam = await readSpamApplications(this.db, ids);
    const unmarked = spam.filter((application) => !application.marked);
    if (unmarked.length > 0) {
      const batch = writeBatch(this.db);
      const record = newAuditRecordIn(this.db);
      const numbers = unmarked.map((application) => application.id);
      batch.set(record, spamRemovalRecordData(numbers, by));
      for (const id of numbers) markForRemoval(batch, this.db, id, record.id);
      await batch.commit();
    }
    const removed = spam.map((application) => application.id);
    // One at a time: each deletion checks the record again, and a spam's history is short.
    for (const id of removed) await deleteWithHistory(this.db, id);
    return { removed, kept: ids.filter((id) => !removed.includes(id)) };
  }
}
