import type { CloseReason } from '../../applications/domain/workflow/transitions';
import type { Association } from './days-to-member';
import type { OpenStage } from './monthly-report';
import type { MonthPeriod } from './report-month';

/**
 * What storage counts of a month's applications, without reading them all: counts by aggregation,
 * and only the month's new members read (their median cannot be counted). Used by the server's
 * schedule; the browser cannot count this far (the rules cap its counts at a page). Adapters
 * pass tests/contract/month-activity-contract.ts.
 */
export interface MonthActivity {
  /** Applications whose `date` (sent) is in [start, end). */
  countReceived(period: MonthPeriod): Promise<number>;
  /** Moves to Cerrada recorded in [start, end), per reason (every reason present, zero or more). */
  countClosings(period: MonthPeriod): Promise<Record<CloseReason, number>>;
  /** Applications sent before `sentBefore` and at an open stage now, per stage. */
  countOpen(sentBefore: Date): Promise<Record<OpenStage, number>>;
  /**
   * The applications last marked Asociada in [start, end) (their `associatedAt`, which the inbox
   * writes with every move to Asociada) that are Asociada now, one each, dated by that move.
   */
  associations(period: MonthPeriod): Promise<Association[]>;
}
