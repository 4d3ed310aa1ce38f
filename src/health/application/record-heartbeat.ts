import type { Clock } from '../../shared/domain/clock';
import { heartbeatOf, type JobOutcome } from '../domain/heartbeat';
import type { HealthStore } from '../domain/health-ports';
import type { ScheduledJob } from '../domain/scheduled-jobs';

/** What a scheduled job does as it ends: when it ran, how it went, and when it is due next. */
export class RecordHeartbeat {
  constructor(
    private readonly store: HealthStore,
    private readonly clock: Clock,
  ) {}

  async execute(job: ScheduledJob, outcome: JobOutcome): Promise<void> {
    await this.store.recordHeartbeat(heartbeatOf(job, outcome, this.clock.now()));
  }
}
