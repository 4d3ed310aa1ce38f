import type { Clock } from '../../../shared/domain/clock';
import {
  tallyMonth,
  type ReportSources,
} from '../../../reports/application/compute-monthly-report';
import type { MonthlyReportReadings } from '../../../reports/domain/monthly-report-store';
import { monthPeriod } from '../../../reports/domain/report-month';

/**
 * Demo mode has no server to compute the reports every night: a month's report is computed from
 * the tab's own applications and talks each time it is read, as the server would compute it now.
 * A month not begun has none.
 */
export function computedWhenRead(sources: ReportSources, clock: Clock): MonthlyReportReadings {
  return {
    reportFor: async (month) => {
      const now = clock.now();
      if (monthPeriod(month).start.getTime() > now.getTime()) return undefined;
      return tallyMonth(sources, month, now);
    },
  };
}
