import type { Clock } from '../../shared/domain/clock';
import {
  MONTHS_OFFERED,
  monthOf,
  monthsBackFrom,
  previousMonth,
  type ReportMonth,
} from '../domain/report-month';

export interface ReportMonths {
  /** Newest first: the month under way, then the ones before it. */
  months: ReportMonth[];
  current: ReportMonth;
  /** The last whole month: what the board reviews, and what the screen opens on. */
  lastClosed: ReportMonth;
}

/** The months a member may pick, on the office's calendar as of now. */
export class ListReportMonths {
  constructor(private readonly clock: Clock) {}

  execute(): ReportMonths {
    const current = monthOf(this.clock.now());
    return {
      months: monthsBackFrom(current, MONTHS_OFFERED),
      current,
      lastClosed: previousMonth(current),
    };
  }
}
