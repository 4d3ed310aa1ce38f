import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS_COLLECTION } from '../applications-collections';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import { isApplicationId } from '../../domain/application-id';
import type { Arrival, RecentArrivals } from '../../domain/recent-arrivals';

/**
 * The fields the digest reads of an application, and no other: `select` leaves every other field
 * (the applicant's name and all their data) on the server. `erasedAt` tells an erasure record
 * apart (it holds no one's data).
 */
const READ_FIELDS = ['id', 'date', 'erasedAt'] as const;

/** The one mapper of an arrival: every field checked, a value never quoted. */
function toArrival(path: string, data: DocumentData): Arrival {
  const fail = (field: string, problem: string) => new MalformedDocumentError(path, field, problem);
  if (typeof data.id !== 'string' || !isApplicationId(data.id))
    throw fail('id', 'is not an application number');
  if (!(data.date instanceof Timestamp)) throw fail('date', 'is not a timestamp');
  return { id: data.id, date: data.date.toDate() };
}

/**
 * What arrived lately, over the Admin SDK: one query on Applications, a range on `date` ordered by
 * it, newest first, bounded by `limit`. One field's range and order: the automatic single-field
 * index serves it, so firestore.indexes.json needs nothing for it. An erasure record has no
 * `date` (firestore.rules and the server's purge write exactly its own fields), so the range
 * leaves it out; one is skipped all the same should it ever have one.
 */
export class AdminRecentArrivals implements RecentArrivals {
  constructor(private readonly db: Firestore) {}

  async since(from: Date, limit: number): Promise<Arrival[]> {
    const recent = await this.db
      .collection(APPLICATIONS_COLLECTION)
      .where('date', '>=', Timestamp.fromDate(from))
      .orderBy('date', 'desc')
      .limit(limit)
      .select(...READ_FIELDS)
      .get();
    return recent.docs
      .filter((application) => application.get('erasedAt') === undefined)
      .map((application) => toArrival(application.ref.path, application.data()));
  }
}
