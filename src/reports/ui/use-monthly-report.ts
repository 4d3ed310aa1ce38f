import { useQuery } from '@tanstack/react-query';
import type { ReportMonth } from '../domain/report-month';
import { useReportsUseCases } from './reports-use-cases';
import { monthlyReportQuery } from './reports-queries';

/** A month's report as last computed, or null for a month without one. */
export function useMonthlyReport(month: ReportMonth) {
  return useQuery(monthlyReportQuery(useReportsUseCases(), month));
}
