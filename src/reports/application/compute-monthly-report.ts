import type { Clock } from '../../shared/domain/clock';
import type { MonthActivity } from '../domain/month-activity';
import { monthlyReport, type MonthlyReport } from '../domain/monthly-report';
import type { MonthlyReportStore } from '../domain/monthly-report-store';
import { monthPeriod, type ReportMonth } from '../domain/report-month';

/**
 * A month's report as storage counts it at `now`: the counts at once, then the median of the
 * month's new members. For a month under way, what happened so far.
 */
export async function tallyMonth(
  activity: MonthActivity,
  month: ReportMonth,
  now: Date,
): Promise<MonthlyReport> {
  const period = monthPeriod(month);
  const [received, closedByReason, openWhenComputed, associations] = await Promise.all([
    activity.countReceived(period),
    activity.countClosings(period),
    activity.countOpen(period.end),
    activity.associations(period),
  ]);
  return monthlyReport(month, now, { received, closedByReason, openWhenComputed, associations });
}

/** Computes one month's report and keeps it, replacing what was kept for that month. */
export class ComputeMonthlyReport {
  constructor(
    private readonly activity: MonthActivity,
    private readonly store: MonthlyReportStore,
    private readonly clock: Clock,
  ) {}

  async execute(month: ReportMonth): Promise<MonthlyReport> {
    const report = await tallyMonth(this.activity, month, this.clock.now());
    await this.store.save(report);
    return report;
  }
}
