import { queryOptions } from '@tanstack/react-query';
import type { ReportMonth } from '../domain/report-month';
import type { ReportsUseCases } from '../reports-module';

/** The monthly report's queries, all under 'reports'. */
export const reportsKeys = {
  all: ['reports'] as const,
  month: (month: ReportMonth) => [...reportsKeys.all, 'month', month] as const,
};

/**
 * A month's report as last computed, or null for a month without one (react-query keeps no
 * undefined). Counts only, no one's data.
 */
export const monthlyReportQuery = ({ readMonthlyReport }: ReportsUseCases, month: ReportMonth) =>
  queryOptions({
    queryKey: reportsKeys.month(month),
    queryFn: async () => (await readMonthlyReport.execute(month)) ?? null,
    retry: false,
  });
