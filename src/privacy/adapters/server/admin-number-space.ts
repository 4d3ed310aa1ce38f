import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { NUMBER_SPACE_COLLECTION, NUMBER_SPACE_GAUGE_ID } from '../privacy-collections';
import type { NumberSpaceReading } from '../../../submission/domain/number-space';
import type { NumberSpaceGauge } from '../../domain/number-space-gauge';
import { numberSpaceFields, numberSpaceReadingOf } from '../number-space-document';
import { stampedDocumentOf } from '../../../shared/adapters/firestore/stamped-document';

/**
 * The number space's last reading on the server (the daily schedule), over the Admin SDK. What
 * it counts is the applications' (src/applications/adapters/server/admin-number-space-counter.ts).
 */
export class AdminNumberSpace implements NumberSpaceGauge {
  constructor(private readonly db: Firestore) {}

  async latest(): Promise<NumberSpaceReading | undefined> {
    const snapshot = await this.gauge().get();
    return stampedDocumentOf(snapshot, 'measuredAt', Timestamp, numberSpaceReadingOf);
  }

  async record(reading: NumberSpaceReading): Promise<void> {
    await this.gauge().set({
      ...numberSpaceFields(reading),
      measuredAt: Timestamp.fromDate(reading.measuredAt),
    });
  }

  private gauge() {
    return this.db.collection(NUMBER_SPACE_COLLECTION).doc(NUMBER_SPACE_GAUGE_ID);
  }
}
