import { onSchedule } from 'firebase-functions/v2/scheduler';
import { refreshHealthView, scheduledJob } from '../health/scheduled-job';
import { deliverDueMail, mailOptions } from './deliver-due-mail';

/**
 * What failed is tried again: every five minutes, the outbox's own schedule (its retry policy
 * starts at one minute, so a retry waits at most this much longer).
 */
export const retryQueuedMail = onSchedule(
  { ...mailOptions, schedule: 'every 5 minutes', timeZone: 'America/El_Salvador' },
  scheduledJob('retryQueuedMail', async () => {
    // Estado is measured whatever became of the e-mail: a broken mail server is what it shows.
    const outcomes = await Promise.allSettled([deliverDueMail(), refreshHealthView()]);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }),
);
