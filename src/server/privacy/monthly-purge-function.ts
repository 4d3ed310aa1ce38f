import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCHEDULED_PURGE } from '../../privacy/domain/erasure';
import { scheduledJob } from '../health/scheduled-job';
import { reportingJobOptions } from '../reporting-job-options';
import { readReportSettings } from '../server-settings';
import { composePurge } from './purge-composition';

let purgeServices: ReturnType<typeof composePurge> | undefined;

/**
 * The privacy notice's monthly purge, run by itself: on the 1st at 06:00 in El Salvador, the same
 * use case as the admins' button erases what passed the retention period (same erasure record)
 * and deletes the erasure records past the number quarantine, then each admin gets the report
 * (how many erased, which numbers, how many numbers freed). The button stays for a purge now.
 */
export const monthlyPurge = onSchedule(
  {
    ...reportingJobOptions,
    schedule: '0 6 1 * *',
    // A run that fails (Firestore unreachable, say) is run again: erasing and reporting are both
    // safe to repeat (the report's outbox id carries the month).
    timeoutSeconds: 540,
  },
  scheduledJob('monthlyPurge', async () => {
    purgeServices ??= composePurge(readReportSettings());
    const { erased, freed } = await purgeServices.purgeExpiredApplications.execute(SCHEDULED_PURGE);
    await purgeServices.reportPurge.execute(erased, freed);
    console.info('primer-paso: purga mensual', { erased: erased.length, freed: freed.length });
  }),
);
