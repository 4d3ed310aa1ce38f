import type { MonthlyReport } from '../../domain/monthly-report';
import type { MonthlyReportStore } from '../../domain/monthly-report-store';
import type { ReportMonth } from '../../domain/report-month';

/** The reports in memory: tests of the schedule, the same contract as Firestore. */
export class InMemoryMonthlyReportStore implements MonthlyReportStore {
  private readonly reports = new Map<ReportMonth, MonthlyReport>();

  async reportFor(month: ReportMonth): Promise<MonthlyReport | undefined> {
    return structuredClone(this.reports.get(month));
  }

  async save(report: MonthlyReport): Promise<void> {
    this.reports.set(report.month, structuredClone(report));
  }
}
