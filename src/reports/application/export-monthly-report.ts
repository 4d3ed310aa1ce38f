import type { CsvWriter } from '../../inbox/domain/application-export';
import type { MonthlyReport } from '../domain/monthly-report';
import { reportCsvRows, reportFileName } from '../domain/report-table';

export interface ReportFile {
  fileName: string;
  /** The file's text, byte order mark first. */
  content: string;
}

/** The report shown as a CSV file, named after its month; nothing is read again. */
export class ExportMonthlyReport {
  constructor(private readonly csv: CsvWriter) {}

  execute(report: MonthlyReport): ReportFile {
    return { fileName: reportFileName(report), content: this.csv.write(reportCsvRows(report)) };
  }
}
