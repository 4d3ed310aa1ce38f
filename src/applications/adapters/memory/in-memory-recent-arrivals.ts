import type { InMemoryApplicationStore } from './in-memory-application-store';
import type { ApplicationRecord } from '../../domain/application-record';
import type { Arrival, RecentArrivals } from '../../domain/recent-arrivals';

/** Newest first, then by number (descending): Firestore's order for a descending date. */
const newestFirst = (a: ApplicationRecord, b: ApplicationRecord) =>
  b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * What arrived lately, on the store the inbox's in-memory adapters share: the daily digest in
 * tests and demo mode. An erased application is gone from the store's records (what is left of it
 * is the privacy store's), so it is never listed, as the Admin SDK's range never reaches one.
 */
export class InMemoryRecentArrivals implements RecentArrivals {
  constructor(private readonly store: InMemoryApplicationStore) {}

  async since(from: Date, limit: number): Promise<Arrival[]> {
    await this.store.roundTrip();
    const recent = [...this.store.records.values()]
      .filter(({ date }) => date.getTime() >= from.getTime())
      .sort(newestFirst)
      .slice(0, limit);
    // Its number and date only: nothing of the applicant leaves for the digest.
    return recent.map(({ id, date }) => ({ id, date: new Date(date) }));
  }
}
