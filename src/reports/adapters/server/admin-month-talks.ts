import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { TALKS_COLLECTION } from '../../../talks/adapters/talks-collections';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import type { TalkId } from '../../../talks/domain/talk';
import {
  MAX_TALKS_IN_MONTH,
  TooManyTalksError,
  type MonthTalks,
  type TalkTally,
} from '../../domain/month-talks';
import type { MonthPeriod } from '../../domain/report-month';
import { ATTENDED_SEATS_SHAPE, talksStartingShape } from '../report-query-shapes';
import { queryOf } from './report-query';
import { isCount } from '../../../shared/domain/count';

/**
 * A month's talks on the server, over the Admin SDK: one range query on Talks.startsAt, at most
 * MAX_TALKS_IN_MONTH + 1 documents and only `startsAt` and `taken` of each (one read a talk, one
 * when there are none), then one aggregation count of attended seats per talk held (one read
 * each: a talk seats at most 30). No seat and no application is read.
 */
export class AdminMonthTalks implements MonthTalks {
  constructor(private readonly db: Firestore) {}

  async talksStarting(period: MonthPeriod): Promise<TalkTally[]> {
    const found = await queryOf(this.db, talksStartingShape(period))
      .select('startsAt', 'taken')
      .limit(MAX_TALKS_IN_MONTH + 1)
      .get();
    if (found.size > MAX_TALKS_IN_MONTH)
      throw new TooManyTalksError(`More than ${MAX_TALKS_IN_MONTH} talks start in the month`);
    return found.docs.map((talk) => {
      const { startsAt, taken } = talk.data();
      if (!(startsAt instanceof Timestamp))
        throw new MalformedDocumentError(talk.ref.path, 'startsAt', 'is not a timestamp');
      if (!isCount(taken))
        throw new MalformedDocumentError(talk.ref.path, 'taken', 'is not a whole number');
      return { id: talk.id, startsAt: startsAt.toDate(), seatsGiven: taken };
    });
  }

  async countAttended(id: TalkId): Promise<number> {
    const seats = this.db.collection(TALKS_COLLECTION).doc(id);
    const attended = await queryOf(this.db, ATTENDED_SEATS_SHAPE, seats).count().get();
    return attended.data().count;
  }
}
