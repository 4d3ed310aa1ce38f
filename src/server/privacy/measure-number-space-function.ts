import { onSchedule } from 'firebase-functions/v2/scheduler';
import { scheduledJob } from '../health/scheduled-job';
import { reportingJobOptions } from '../reporting-job-options';
import { composeMonthlyReports } from '../reports/monthly-reports-composition';
import { readReportSettings } from '../server-settings';
import { composeNumberSpace } from './number-space-composition';

let numberSpaceServices: ReturnType<typeof composeNumberSpace> | undefined;
let monthlyReportServices: ReturnType<typeof composeMonthlyReports> | undefined;

async function measureTheNumberSpace() {
  numberSpaceServices ??= composeNumberSpace(readReportSettings());
  const { reading, alerted } = await numberSpaceServices.measureNumberSpace.execute();
  // Counts only.
  const { taken, quarantined, free } = reading;
  console.info('primer-paso: numeración', { taken, quarantined, free, alerted });
}

async function refreshMonthlyReports() {
  monthlyReportServices ??= composeMonthlyReports();
  const reports = await monthlyReportServices.refreshMonthlyReports.execute();
  // Which months, and how many arrived: no one's data is in a report anyway.
  for (const { month, applications } of reports)
    console.info('primer-paso: informe mensual', { month, received: applications.received });
}

/**
 * The server's daily counts, every day at 05:00 in El Salvador. How full the SOL number space is:
 * two aggregation counts (taken, quarantined) kept in NumberSpace/gauge for the admins' screen;
 * the admins get one e-mail when it passes 80 %, and another only after it has gone back below.
 * And the board's monthly report (src/reports): the month so far, and on the 1st the month that
 * ended, kept in Reports/YYYY-MM. One Cloud Scheduler job for both (docs/deploying.md): each
 * runs whatever becomes of the other, and the run fails, to be run again, if either failed.
 */
export const measureNumberSpace = onSchedule(
  {
    ...reportingJobOptions,
    schedule: '0 5 * * *',
    // A run that fails is run again: the alert's outbox id carries the day, so it is sent once,
    // and a report computed again replaces itself (a month already closed is left as it is).
    timeoutSeconds: 120,
  },
  scheduledJob('measureNumberSpace', async () => {
    const outcomes = await Promise.allSettled([measureTheNumberSpace(), refreshMonthlyReports()]);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }),
);
