import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS_COLLECTION } from '../applications-collections';
import type { NumberCounts, NumberSpaceCounter } from '../../domain/number-space-counter';

/**
 * The numbers held, on the server (privacy's daily schedule), over the Admin SDK. Two aggregation
 * counts, billed one read per 1,000 index entries each: every document under Applications holds
 * its number, and the erasure records (the only ones with erasedAt) are the quarantined part.
 * The browser cannot count this far: the rules cap its counts at a page.
 */
export class AdminNumberSpaceCounter implements NumberSpaceCounter {
  constructor(private readonly db: Firestore) {}

  async countNumbers(): Promise<NumberCounts> {
    const applications = this.db.collection(APPLICATIONS_COLLECTION);
    const [all, erased] = await Promise.all([
      applications.count().get(),
      applications.where('erasedAt', '>=', Timestamp.fromMillis(0)).count().get(),
    ]);
    const quarantined = erased.data().count;
    return { taken: all.data().count - quarantined, quarantined };
  }
}
