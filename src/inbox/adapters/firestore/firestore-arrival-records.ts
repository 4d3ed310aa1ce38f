import { doc, getDoc } from 'firebase/firestore';
import { receiptMessageId } from '../../../shared/domain/receipt-message-id';
import type { ApplicationId } from '../../../applications/domain/application-id';
import type { ArrivalRecord, ArrivalRecords } from '../../domain/arrival-records';
import { OUTBOX_STATES_COLLECTION } from '../../../notifications/adapters/notifications-collections';
import { REVIEW_MARKS_COLLECTION } from '../../../submission/adapters/submission-collections';
import { BoundedFirestoreAdapter } from '../../../shared/adapters/staff-firebase/bounded-adapter';
import { receiptMailIn, reviewMarkIn } from './arrival-documents';

/**
 * The outbox id of an application's receipt, as the server queues it (receiptId in
 * src/notifications/application/announce-application.ts), and the only id whose delivery state
 * (OutboxStates, never the message in Outbox) firestore.rules let staff read.
 * tests/emulator/firestore-arrival-records.test.ts seeds through the server's own code, so the
 * two cannot drift apart unnoticed.
 */

/**
 * What the server recorded as an application arrived, read once with two gets (its receipt's
 * delivery state, its review mark), both allowed to members by firestore.rules. Read through their
 * mappers (arrival-documents.ts): a damaged document fails the read with MalformedDocumentError.
 */
export class FirestoreArrivalRecords extends BoundedFirestoreAdapter implements ArrivalRecords {
  async arrivalOf(id: ApplicationId): Promise<ArrivalRecord> {
    const [receipt, mark] = await Promise.all([
      this.bounded(
        'Firestore get',
        getDoc(doc(this.db, OUTBOX_STATES_COLLECTION, receiptMessageId(id))),
      ),
      this.bounded('Firestore get', getDoc(doc(this.db, REVIEW_MARKS_COLLECTION, id))),
    ]);
    return { receipt: receiptMailIn(receipt), reviewMark: reviewMarkIn(mark) };
  }
}
