import type { CsvWriter } from '../inbox/domain/application-export';
import { moduleBindings } from '../shared/wiring/container-module';
import { kernelPorts } from '../shared/wiring/kernel-ports';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { ExportMonthlyReport } from './application/export-monthly-report';
import { ListReportMonths } from './application/list-report-months';
import { ReadMonthlyReport } from './application/read-monthly-report';
import type { MonthlyReportReadings } from './domain/monthly-report-store';

/**
 * The staff page's side of the monthly report: the reports the server computed, and how one
 * becomes a CSV file (the same writer as the inbox's export, given by the page).
 */
export const reportsPorts = {
  monthlyReportReadings: token<MonthlyReportReadings>('MonthlyReportReadings'),
  reportCsvWriter: token<CsvWriter>('ReportCsvWriter'),
};

/** Every member's: a month's report on screen, on paper and as a file. */
export const reportsUseCases = {
  listReportMonths: declareUseCase('ListReportMonths', [kernelPorts.clock], ListReportMonths),
  readMonthlyReport: declareUseCase(
    'ReadMonthlyReport',
    [reportsPorts.monthlyReportReadings],
    ReadMonthlyReport,
  ),
  exportMonthlyReport: declareUseCase(
    'ExportMonthlyReport',
    [reportsPorts.reportCsvWriter],
    ExportMonthlyReport,
  ),
};

export type ReportsUseCases = UseCasesOf<typeof reportsUseCases>;

export const reportsModule = (adapters: AdaptersFor<typeof reportsPorts>) =>
  moduleBindings(reportsPorts, adapters, reportsUseCases);
