import { standingOf, type Heartbeat, type JobStanding } from './heartbeat';
import type { HealthView } from './health-view';
import { SCHEDULED_JOBS, type ScheduledJob } from './scheduled-jobs';

/** E-mail failing for longer than this puts the banner on every admin's inbox. */
export const MAIL_FAILING_ALERT_MS = 60 * 60_000;

export interface JobHealth {
  job: ScheduledJob;
  heartbeat: Heartbeat | undefined;
  standing: JobStanding;
}

/** What Estado shows: the server's last measurement (none before its first) and each job. */
export interface SystemHealth {
  view: HealthView | undefined;
  jobs: JobHealth[];
  warnings: HealthWarning[];
}

export type HealthWarning =
  { kind: 'correo-fallando'; since: Date } | { kind: 'tarea-atrasada'; job: ScheduledJob };

export function systemHealthOf(
  view: HealthView | undefined,
  heartbeats: readonly Heartbeat[],
  now: Date,
): SystemHealth {
  const jobs = SCHEDULED_JOBS.map((job) => {
    const heartbeat = heartbeats.find((beat) => beat.job === job);
    return { job, heartbeat, standing: standingOf(heartbeat, now) };
  });
  const warnings: HealthWarning[] = [];
  const since = view?.mail.failingSince;
  if (since && now.getTime() - since.getTime() > MAIL_FAILING_ALERT_MS)
    warnings.push({ kind: 'correo-fallando', since });
  for (const { job, standing } of jobs)
    if (standing === 'atrasada') warnings.push({ kind: 'tarea-atrasada', job });
  return { view, jobs, warnings };
}
