import { standingOf, type Heartbeat } from './heartbeat';
import type { HealthView } from './health-view';
import { healthVerdictOf, type HealthVerdict, type JobFacts } from './health-verdict';
import { SCHEDULED_JOBS } from './scheduled-jobs';

export type JobHealth = JobFacts;

/** What Estado shows: its verdict, the server's last measurement (none before the first), jobs. */
export interface SystemHealth {
  view: HealthView | undefined;
  jobs: JobHealth[];
  verdict: HealthVerdict;
}

export function systemHealthOf(
  view: HealthView | undefined,
  heartbeats: readonly Heartbeat[],
  now: Date,
): SystemHealth {
  const jobs = SCHEDULED_JOBS.map((job) => {
    const heartbeat = heartbeats.find((beat) => beat.job === job);
    return { job, heartbeat, standing: standingOf(heartbeat, now) };
  });
  return { view, jobs, verdict: healthVerdictOf(view, jobs, now) };
}
