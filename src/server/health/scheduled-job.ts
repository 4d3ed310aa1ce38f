import type { ScheduledJob } from '../../health/domain/scheduled-jobs';
import { describeFailure } from '../../shared/domain/describe-failure';
import { JOB_FAILED } from '../../shared/domain/server-failure-codes';
import { composeHealth } from './health-composition';

let healthServices: ReturnType<typeof composeHealth> | undefined;

/**
 * A scheduled job's run, ended by its heartbeat (Heartbeats/{job}: when, how, when due next) for
 * Estado; a failure is logged at ERROR as JOB_FAILED with the job's name (ops/ alerts on it) and
 * thrown again, so Cloud Scheduler runs it again. A heartbeat that cannot be written is logged,
 * never the run's failure: Estado then shows the job late.
 */
export function scheduledJob(job: ScheduledJob, run: () => Promise<void>) {
  return async () => {
    let failure: unknown;
    try {
      await run();
    } catch (error) {
      failure = error;
      console.error(new Error(`primer-paso: ${JOB_FAILED} (${job})`), describeFailure(error));
    }
    try {
      healthServices ??= composeHealth();
      await healthServices.recordHeartbeat.execute(job, failure === undefined ? 'ok' : 'failed');
    } catch (error) {
      console.error(`primer-paso: ${job} no dejó su latido`, describeFailure(error));
    }
    if (failure !== undefined) throw failure;
  };
}

/** Estado's counts of the outbox and the intake, after each retry run (every five minutes). */
export async function refreshHealthView() {
  healthServices ??= composeHealth();
  await healthServices.refreshHealthView.execute();
}
