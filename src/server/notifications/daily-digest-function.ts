import { onSchedule } from 'firebase-functions/v2/scheduler';
import { scheduledJob } from '../health/scheduled-job';
import { reportingJobOptions } from '../reporting-job-options';
import { readReportSettings } from '../server-settings';
import { composeSeatMail } from '../talks/seat-mail-composition';
import { composeDigest } from './digest-composition';

let digestServices: ReturnType<typeof composeDigest> | undefined;
let seatMailServices: ReturnType<typeof composeSeatMail> | undefined;

async function sendTheDailyDigest() {
  digestServices ??= composeDigest(readReportSettings());
  const report = await digestServices.sendDailyDigest.execute();
  // Counts only: never a recipient or an applicant.
  console.info('primer-paso: resumen diario', report);
}

async function remindTomorrowsTalks() {
  seatMailServices ??= composeSeatMail(readReportSettings());
  const report = await seatMailServices.remindTomorrowsTalks.execute();
  // Counts only: never an applicant.
  console.info('primer-paso: recordatorios de charlas', report);
}

/**
 * The staff's daily digest: every day at 07:00 in El Salvador, each member who chose
 * `resumen-diario` gets one message listing the applications that arrived in the last 24 hours
 * (number, name, when; nothing else of them), or none if nothing arrived. And, on the same Cloud
 * Scheduler job, the applicants' reminders of the talks that start the next day (each seat not
 * attended gets one, with a fresh link to free it). Each runs whatever becomes of the other; the
 * run fails, to be run again, if either failed (both are queued under ids that make a second run
 * queue nothing twice).
 */
export const dailyDigest = onSchedule(
  {
    ...reportingJobOptions,
    schedule: '0 7 * * *',
    // A run that fails is run again: each digest's outbox id carries the day and its recipient,
    // so a second run queues only what the first did not.
    timeoutSeconds: 120,
  },
  scheduledJob('dailyDigest', async () => {
    const outcomes = await Promise.allSettled([sendTheDailyDigest(), remindTomorrowsTalks()]);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }),
);
