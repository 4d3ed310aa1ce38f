import { getFirestore } from 'firebase-admin/firestore';
import { Container } from 'inversify';
import { AdminFormUseCounts } from '../../form-use/adapters/server/admin-form-use-counts';
import { AdminMonthActivity } from '../../reports/adapters/server/admin-month-activity';
import { AdminMonthTalks } from '../../reports/adapters/server/admin-month-talks';
import { AdminMonthlyReportStore } from '../../reports/adapters/server/admin-monthly-report-store';
import { monthlyReportModule, monthlyReportUseCases } from '../../reports/monthly-report-module';
import { resolveUseCases } from '../../shared/wiring/container-module';
import { adminApp, serverKernel } from '../server-kernel';

/**
 * The monthly reports' daily refresh: storage's counts of applications and talks over the Admin
 * SDK, and each month's report kept for the staff page (Reports/YYYY-MM). No e-mail, so no
 * settings.
 */
export function composeMonthlyReports() {
  const db = getFirestore(adminApp());
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    serverKernel(),
    monthlyReportModule({
      monthActivity: new AdminMonthActivity(db),
      monthTalks: new AdminMonthTalks(db),
      monthlyReportStore: new AdminMonthlyReportStore(db),
      formUseTotals: new AdminFormUseCounts(db),
    }),
  );
  return resolveUseCases(container, monthlyReportUseCases);
}
