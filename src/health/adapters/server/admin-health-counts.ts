import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { isApplicationId } from '../../../applications/domain/application-id';
import {
  MAIL_FAILURE_CODES,
  type MailFailureCode,
} from '../../../notifications/domain/mail-failure';
import type { QueryShape } from '../../../shared/adapters/firestore/query-shape';
import type { HealthCounts } from '../../domain/health-ports';
import {
  GIVEN_UP_RECEIPTS_LIMIT,
  type MailCounts,
  type StoredCounts,
} from '../../domain/health-view';
import {
  failedInWindowShape,
  GIVEN_UP_NEWEST_SHAPE,
  MARKED_SHAPE,
  newestShape,
  SENT_SHAPE,
} from '../health-query-shapes';
import { STORED_SHAPE } from '../../../applications/adapters/firestore/stored-count-query-shape';

const RECEIPT_SUFFIX = '-acuse';

/**
 * Storage's counts for Estado over the Admin SDK, each query built from its shape
 * (health-query-shapes.ts, and the applications' stored-count-query-shape.ts): aggregation
 * counts (one read per 1,000 index entries), one document for each newest, and a bounded page of
 * given-up messages read by id alone.
 */
export class AdminHealthCounts implements HealthCounts {
  constructor(private readonly db: Firestore) {}

  async mailSince(since: Date): Promise<MailCounts> {
    const [sent, retrying, givenUp, newestFailure, newestSent, givenUpPage] = await Promise.all([
      this.count(SENT_SHAPE, since),
      this.count(failedInWindowShape('pending'), since),
      this.count(failedInWindowShape('failed'), since),
      // Its code and time alone: never the message (its address, subject, text).
      this.query(newestShape('lastErrorAt'), since)
        .limit(1)
        .select('lastErrorCode', 'lastErrorAt')
        .get(),
      this.query(newestShape('sentAt'), since).limit(1).select('sentAt').get(),
      this.query(GIVEN_UP_NEWEST_SHAPE, since)
        .limit(GIVEN_UP_RECEIPTS_LIMIT * 2)
        .select()
        .get(),
    ]);
    const failure = newestFailure.docs[0]?.data();
    const code = failure?.lastErrorCode as unknown;
    const sentAt = newestSent.docs[0]?.get('sentAt') as unknown;
    return {
      sent,
      retrying,
      givenUp,
      lastErrorCode: (MAIL_FAILURE_CODES as readonly unknown[]).includes(code)
        ? (code as MailFailureCode)
        : failure
          ? 'MAIL_FAILED'
          : null,
      lastErrorAt: failure?.lastErrorAt instanceof Timestamp ? failure.lastErrorAt.toDate() : null,
      lastSentAt: sentAt instanceof Timestamp ? sentAt.toDate() : null,
      givenUpReceipts: givenUpPage.docs
        .map(({ id }) => (id.endsWith(RECEIPT_SUFFIX) ? id.slice(0, -RECEIPT_SUFFIX.length) : ''))
        .filter(isApplicationId)
        .slice(0, GIVEN_UP_RECEIPTS_LIMIT),
    };
  }

  async intakeSince(since: Date): Promise<StoredCounts> {
    const [stored, markedForReview] = await Promise.all([
      this.count(STORED_SHAPE, since),
      this.count(MARKED_SHAPE, since),
    ]);
    return { stored, markedForReview };
  }

  private query(shape: QueryShape, since: Date): Query {
    let query: Query = this.db.collection(shape.collectionGroup);
    for (const { field, value } of shape.equalities) query = query.where(field, '==', value);
    for (const { field, operator } of shape.ranges ?? [])
      query = query.where(field, operator, Timestamp.fromDate(since));
    for (const { field, direction } of shape.orderBy) query = query.orderBy(field, direction);
    return query;
  }

  private async count(shape: QueryShape, since: Date): Promise<number> {
    return (await this.query(shape, since).count().get()).data().count;
  }
}
