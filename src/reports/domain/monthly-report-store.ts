import type { MonthlyReport } from './monthly-report';
import type { ReportMonth } from './report-month';

/**
 * The months' reports as computed, one per month (Reports/YYYY-MM on Firestore). Only the server
 * computes and saves; members read. Adapters pass tests/contract/monthly-report-store-contract.ts.
 */
export interface MonthlyReportStore {
  /** Undefined for a month never computed. */
  reportFor(month: ReportMonth): Promise<MonthlyReport | undefined>;
  /** Replaces the month's report. */
  save(report: MonthlyReport): Promise<void>;
}

/** What the staff page reads of the store. */
export type MonthlyReportReadings = Pick<MonthlyReportStore, 'reportFor'>;
