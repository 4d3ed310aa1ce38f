import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS_COLLECTION } from '../../../applications/adapters/applications-collections';
import { NUMBER_SPACE_COLLECTION, NUMBER_SPACE_GAUGE_ID } from '../privacy-collections';
import type {
  NumberSpaceCounts,
  NumberSpaceReading,
} from '../../../submission/domain/number-space';
import type { NumberSpaceCounter, NumberSpaceGauge } from '../../domain/number-space-gauge';
import { numberSpaceFields, numberSpaceReadingOf } from '../number-space-document';
import { stampedDocumentOf } from '../../../shared/adapters/firestore/stamped-document';

/**
 * The number space on the server (the daily schedule), over the Admin SDK. Two aggregation
 * counts, billed one read per 1,000 index entries each: every document under Applications holds
 * its number, and the erasure records (the only ones with erasedAt) are the quarantined part.
 * The browser cannot count this far: the rules cap its counts at a page.
 */
export class AdminNumberSpace implements NumberSpaceCounter, NumberSpaceGauge {
  constructor(private readonly db: Firestore) {}

  async countNumbers(): Promise<NumberSpaceCounts> {
    const applications = this.db.collection(APPLICATIONS_COLLECTION);
    const [all, erased] = await Promise.all([
      applications.count().get(),
      applications.where('erasedAt', '>=', Timestamp.fromMillis(0)).count().get(),
    ]);
    const quarantined = erased.data().count;
    return { taken: all.data().count - quarantined, quarantined };
  }

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
