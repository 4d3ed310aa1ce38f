import type { Heartbeat } from '../../domain/heartbeat';
import type { HealthStore } from '../../domain/health-ports';
import type { HealthView } from '../../domain/health-view';
import type { ScheduledJob } from '../../domain/scheduled-jobs';

/** Heartbeats and the last measurement in memory: tests and the demo, Firestore's contract. */
export class InMemoryHealthStore implements HealthStore {
  private readonly beats = new Map<ScheduledJob, Heartbeat>();
  private last: HealthView | undefined;

  async heartbeats(): Promise<Heartbeat[]> {
    return structuredClone([...this.beats.values()]);
  }

  async view(): Promise<HealthView | undefined> {
    return structuredClone(this.last);
  }

  async recordHeartbeat(heartbeat: Heartbeat): Promise<void> {
    this.beats.set(heartbeat.job, structuredClone(heartbeat));
  }

  async recordView(view: HealthView): Promise<void> {
    this.last = structuredClone(view);
  }
}
