import { doc, getDocFromServer, Timestamp } from 'firebase/firestore';
import { REPORTS_COLLECTION } from '../reports-collections';
import { BoundedFirestoreAdapter } from '../../../shared/adapters/staff-firebase/bounded-adapter';
import type { MonthlyReport } from '../../domain/monthly-report';
import type { MonthlyReportReadings } from '../../domain/monthly-report-store';
import type { ReportMonth } from '../../domain/report-month';
import { monthlyReportOf } from '../report-document';
import { stampedDocumentOf } from '../../../shared/adapters/firestore/stamped-document';

/**
 * A month's report as the server's schedule stored it: one get of Reports/{YYYY-MM}, which
 * firestore.rules allow every member. From the server, never the cache: the month under way
 * changes every day.
 */
export class FirestoreMonthlyReportReadings
  extends BoundedFirestoreAdapter
  implements MonthlyReportReadings
{
  async reportFor(month: ReportMonth): Promise<MonthlyReport | undefined> {
    const report = doc(this.db, REPORTS_COLLECTION, month);
    const snapshot = await this.bounded('Firestore get', getDocFromServer(report));
    return stampedDocumentOf(snapshot, 'computedAt', Timestamp, monthlyReportOf);
  }
}
