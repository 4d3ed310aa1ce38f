import { doc, getDocFromServer, Timestamp } from 'firebase/firestore';
import { NUMBER_SPACE_COLLECTION, NUMBER_SPACE_GAUGE_ID } from '../privacy-collections';
import { BoundedFirestoreAdapter } from '../../../shared/adapters/staff-firebase/bounded-adapter';
import type { NumberSpaceReading } from '../../../submission/domain/number-space';
import type { NumberSpaceReadings } from '../../domain/number-space-gauge';
import { numberSpaceReadingOf } from '../number-space-document';
import { stampedDocumentOf } from '../../../shared/adapters/firestore/stamped-document';

/**
 * The number space's last reading, as the server's daily schedule stored it: one get, which
 * firestore.rules allow admins alone.
 */
export class FirestoreNumberSpaceReadings
  extends BoundedFirestoreAdapter
  implements NumberSpaceReadings
{
  async latest(): Promise<NumberSpaceReading | undefined> {
    const gauge = doc(this.db, NUMBER_SPACE_COLLECTION, NUMBER_SPACE_GAUGE_ID);
    const snapshot = await this.bounded('Firestore get', getDocFromServer(gauge));
    return stampedDocumentOf(snapshot, 'measuredAt', Timestamp, numberSpaceReadingOf);
  }
}
