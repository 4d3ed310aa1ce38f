import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { REPORTS_COLLECTION } from '../reports-collections';
import type { MonthlyReport } from '../../domain/monthly-report';
import type { MonthlyReportStore } from '../../domain/monthly-report-store';
import type { ReportMonth } from '../../domain/report-month';
import { monthlyReportOf, reportFields } from '../report-document';
import { stampedDocumentOf } from '../../../shared/adapters/firestore/stamped-document';

/** The reports on the server, Reports/{YYYY-MM}: one get, one write, per month computed. */
export class AdminMonthlyReportStore implements MonthlyReportStore {
  constructor(private readonly db: Firestore) {}

  async reportFor(month: ReportMonth): Promise<MonthlyReport | undefined> {
    const snapshot = await this.db.collection(REPORTS_COLLECTION).doc(month).get();
    return stampedDocumentOf(snapshot, 'computedAt', Timestamp, monthlyReportOf);
  }

  async save(report: MonthlyReport): Promise<void> {
    await this.db
      .collection(REPORTS_COLLECTION)
      .doc(report.month)
      .set({ ...reportFields(report), computedAt: Timestamp.fromDate(report.computedAt) });
  }
}
