import type { Firestore } from 'firebase-admin/firestore';
import { CLOSE_REASONS, type CloseReason } from '../../../applications/domain/workflow/transitions';
import {
  adminAssociationOf,
  ASSOCIATION_FIELDS,
} from '../../../applications/adapters/server/admin-association-dates';
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
} from '../../../applications/adapters/firestore/application-report-query-shapes';
import { queryOf } from './report-query';

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
 * closings per reason, and the open ones per stage. Only its new members are read, for the
 * median: the applications whose `associatedAt` is in the month, three fields of each (one read
 * an application; the rare association undone since is read too, and left out).
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
    const associated = await queryOf(this.db, associationsShape(period))
      .select(...ASSOCIATION_FIELDS)
      .get();
    // An association undone since is left out: not a member of this month.
    return associated.docs.map(adminAssociationOf).filter((dates) => dates !== undefined);
  }

  private async count(shape: ReportQueryShape): Promise<number> {
    return (await queryOf(this.db, shape).count().get()).data().count;
  }
}
