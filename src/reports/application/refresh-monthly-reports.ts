import type { Clock } from '../../shared/domain/clock';
import { isFinal, type MonthlyReport } from '../domain/monthly-report';
import type { MonthlyReportStore } from '../domain/monthly-report-store';
import { monthOf, previousMonth } from '../domain/report-month';
import type { ComputeMonthlyReport } from './compute-monthly-report';

/**
 * The server's daily run: the month under way, so far; and the month before until a report of
 * it was computed after it ended. So the first run on the 1st closes last month, and should it
 * fail, the next day's run does. A final report is never computed again: the board's numbers for
 * a month do not move once given.
 */
export class RefreshMonthlyReports {
  constructor(
    private readonly compute: ComputeMonthlyReport,
    private readonly store: MonthlyReportStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<MonthlyReport[]> {
    const current = monthOf(this.clock.now());
    const previous = previousMonth(current);
    const kept = await this.store.reportFor(previous);
    const months = kept && isFinal(kept) ? [current] : [previous, current];
    const reports: MonthlyReport[] = [];
    // One after the other: last month's, the one that matters most, first.
    for (const month of months) reports.push(await this.compute.execute(month));
    return reports;
  }
}
