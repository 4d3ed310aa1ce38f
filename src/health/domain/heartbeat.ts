import { JOB_SCHEDULES, type ScheduledJob } from './scheduled-jobs';

export type JobOutcome = 'ok' | 'failed';

/** What a scheduled job writes as it ends (Heartbeats/{job}): no one's data, no message. */
export interface Heartbeat {
  job: ScheduledJob;
  ranAt: Date;
  outcome: JobOutcome;
  nextDueAt: Date;
}

export const heartbeatOf = (job: ScheduledJob, outcome: JobOutcome, ranAt: Date): Heartbeat => ({
  job,
  ranAt,
  outcome,
  nextDueAt: JOB_SCHEDULES[job].nextDueAfter(ranAt),
});

/** Where a job stands: never run (since the feature's deploy), on time, or late. */
export type JobStanding = 'sin-registro' | 'al-dia' | 'atrasada';

export const standingOf = (heartbeat: Heartbeat | undefined, now: Date): JobStanding => {
  if (!heartbeat) return 'sin-registro';
  const deadline = heartbeat.nextDueAt.getTime() + JOB_SCHEDULES[heartbeat.job].graceMs;
  return now.getTime() > deadline ? 'atrasada' : 'al-dia';
};
