import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { CLOSE_REASONS, type CloseReason } from '../../../inbox/domain/workflow/transitions';
import { APPLICATIONS_COLLECTION } from '../../../shared/adapters/firestore/collection-names';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import { isApplicationId } from '../../../submission/domain/application-id';
import type { Association } from '../../domain/days-to-member';
import type { MonthActivity } from '../../domain/month-activity';
import { OPEN_STAGES, type OpenStage } from '../../domain/monthly-report';
import type { MonthPeriod } from '../../domain/report-month';
import {
  associationsShape,
  closingsShape,
  openShape,
  receivedShape,
  type ReportQueryShape,
} from '../report-query-shapes';
import { queryOf } from './report-query';

/** The Admin SDK's batched get is sent this many documents at a time. */
const GETS_PER_CALL = 100;

const perKey = async <K extends string>(
  keys: readonly K[],
  count: (key: K) => Promise<number>,
): Promise<Record<K, number>> => {
  const counts = await Promise.all(keys.map(count));
  return Object.fromEntries(keys.map((key, index) => [key, counts[index] ?? 0])) as Record<
    K,
    number
  >;
};

/**
 * A month's activity on the server (the daily schedule), over the Admin SDK. Aggregation counts,
 * billed one read per 1,000 index entries each (at least one): the month's applications, its
 * closings per reason, and the open ones per stage. Only its new members are read: their moves to
 * Asociada (one history entry each) and each one's application, two fields of it, for the median.
 */
export class AdminMonthActivity implements MonthActivity {
  constructor(private readonly db: Firestore) {}

  countReceived(period: MonthPeriod): Promise<number> {
    return this.count(receivedShape(period));
  }

  countClosings(period: MonthPeriod): Promise<Record<CloseReason, number>> {
    return perKey(CLOSE_REASONS, (reason) => this.count(closingsShape(reason, period)));
  }

  countOpen(sentBefore: Date): Promise<Record<OpenStage, number>> {
    return perKey(OPEN_STAGES, (stage) => this.count(openShape(stage, sentBefore)));
  }

  async associations(period: MonthPeriod): Promise<Association[]> {
    const moves = await queryOf(this.db, associationsShape(period)).select('at').get();
    const latest = new Map<string, { application: DocumentReference; at: Date }>();
    for (const move of moves.docs) {
      const application = move.ref.parent.parent;
      if (application?.parent.id !== APPLICATIONS_COLLECTION) continue;
      const at: unknown = move.get('at');
      if (!(at instanceof Timestamp))
        throw new MalformedDocumentError(move.ref.path, 'at', 'is not a timestamp');
      const known = latest.get(application.id);
      if (!known || known.at < at.toDate())
        latest.set(application.id, { application, at: at.toDate() });
    }
    const moved = [...latest.values()];
    const associations: Association[] = [];
    for (let start = 0; start < moved.length; start += GETS_PER_CALL) {
      const batch = moved.slice(start, start + GETS_PER_CALL);
      const applications = await this.db.getAll(...batch.map(({ application }) => application), {
        fieldMask: ['date', 'isAssociated'],
      });
      applications.forEach((snapshot, index) => {
        const data = snapshot.data();
        const at = batch[index]?.at;
        // Gone, erased, or no longer Asociada (an association undone): not a member of this month.
        if (!data || data.isAssociated !== true || !at || !isApplicationId(snapshot.id)) return;
        if (!(data.date instanceof Timestamp))
          throw new MalformedDocumentError(snapshot.ref.path, 'date', 'is not a timestamp');
        associations.push({ id: snapshot.id, sentAt: data.date.toDate(), associatedAt: at });
      });
    }
    return associations;
  }

  private async count(shape: ReportQueryShape): Promise<number> {
    return (await queryOf(this.db, shape).count().get()).data().count;
  }
}
