import type { MonthlyReport } from '../domain/monthly-report';
import type { MonthlyReportReadings } from '../domain/monthly-report-store';
import { isReportMonth, type ReportMonth } from '../domain/report-month';

/**
 * A month's report as the server last computed it, for any member: it holds counts only, no
 * one's data. Undefined for a month not computed (before the report existed, or in the future).
 */
export class ReadMonthlyReport {
  constructor(private readonly readings: MonthlyReportReadings) {}

  async execute(month: ReportMonth): Promise<MonthlyReport | undefined> {
    if (!isReportMonth(month)) throw new RangeError(`Not a month: ${month}`);
    return this.readings.reportFor(month);
  }
}
