import { useQuery } from '@tanstack/react-query';
import type { ReportMonth } from '../domain/report-month';
import { useReportsUseCases } from './reports-use-cases';

/**
 * A month's report as last computed, or null for a month without one (react-query keeps no
 * undefined). Counts only, no one's data: kept apart from the inbox's queries.
 */
export function useMonthlyReport(month: ReportMonth) {
  const { readMonthlyReport } = useReportsUseCases();
  return useQuery({
    queryKey: ['informe-mensual', month],
    queryFn: async () => (await readMonthlyReport.execute(month)) ?? null,
    retry: false,
  });
}
