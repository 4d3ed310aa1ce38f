import type { ApplicationId } from '../../../applications/domain/application-id';
import {
  NOTHING_RECORDED,
  type ArrivalRecord,
  type ArrivalRecords,
} from '../../domain/arrival-records';
import { demoRoundTrip } from '../../../shared/adapters/demo-round-trip';

/**
 * Arrival records kept in this page's memory: demo mode and tests. There is no server here, so
 * an application reads as nothing recorded (no receipt queued, no mark), which is the truth of a
 * page without one, unless a test or the demo's data puts a record in place.
 */
export class InMemoryArrivalRecords implements ArrivalRecords {
  private readonly records = new Map<ApplicationId, ArrivalRecord>();

  constructor(private readonly latencyMs = 0) {}

  /** What the server would have recorded for this application. */
  record(id: ApplicationId, arrival: Partial<ArrivalRecord>): void {
    this.records.set(id, structuredClone({ ...NOTHING_RECORDED, ...arrival }));
  }

  async arrivalOf(id: ApplicationId): Promise<ArrivalRecord> {
    await demoRoundTrip(this.latencyMs);
    return structuredClone(this.records.get(id) ?? NOTHING_RECORDED);
  }
}
