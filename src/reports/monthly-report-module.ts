import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { ComputeMonthlyReport } from './application/compute-monthly-report';
import { RefreshMonthlyReports } from './application/refresh-monthly-reports';
import type { MonthActivity } from './domain/month-activity';
import type { MonthTalks } from './domain/month-talks';
import type { MonthlyReportStore } from './domain/monthly-report-store';
import type { FormUseTotals } from '../form-use/domain/form-use-counts';

/**
 * The monthly report's computing, for the server's daily schedule alone: storage counts the
 * applications and the talks (the browser cannot: the rules cap its counts at a page), adds up
 * the public form's daily use, and keeps each month's report for the staff page to read
 * (reports-module.ts).
 */
export const monthlyReportPorts = {
  monthActivity: token<MonthActivity>('MonthActivity'),
  monthTalks: token<MonthTalks>('MonthTalks'),
  monthlyReportStore: token<MonthlyReportStore>('MonthlyReportStore'),
  /** The public form's per-day counts (form-use's), read only. */
  formUseTotals: token<FormUseTotals>('ReportFormUseTotals'),
};

const { monthActivity, monthTalks, monthlyReportStore, formUseTotals } = monthlyReportPorts;

const computeMonthlyReport = declareUseCase(
  'ComputeMonthlyReport',
  [monthActivity, monthTalks, formUseTotals, monthlyReportStore, kernelPorts.clock],
  ComputeMonthlyReport,
);

export const monthlyReportUseCases = {
  computeMonthlyReport,
  refreshMonthlyReports: declareUseCase(
    'RefreshMonthlyReports',
    [computeMonthlyReport.token, monthlyReportStore, kernelPorts.clock],
    RefreshMonthlyReports,
  ),
};

export type MonthlyReportUseCases = UseCasesOf<typeof monthlyReportUseCases>;

export const monthlyReportModule = (adapters: AdaptersFor<typeof monthlyReportPorts>) =>
  moduleBindings(monthlyReportPorts, adapters, monthlyReportUseCases);
