import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HEALTH_COLLECTION, HEALTH_VIEW_ID, HEARTBEATS_COLLECTION } from '../health-collections';
import type { Heartbeat } from '../../domain/heartbeat';
import type { HealthStore } from '../../domain/health-ports';
import type { HealthView } from '../../domain/health-view';
import { SCHEDULED_JOBS } from '../../domain/scheduled-jobs';
import {
  heartbeatFields,
  heartbeatOfDocument,
  healthViewFields,
  healthViewOfDocument,
} from '../health-documents';

const stored = (date: Date) => Timestamp.fromDate(date);

/** Heartbeats/{job} and Health/status over the Admin SDK: one document each, never a list. */
export class AdminHealthStore implements HealthStore {
  constructor(private readonly db: Firestore) {}

  async heartbeats(): Promise<Heartbeat[]> {
    const refs = SCHEDULED_JOBS.map((job) => this.db.collection(HEARTBEATS_COLLECTION).doc(job));
    const snapshots = await this.db.getAll(...refs);
    return snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => heartbeatOfDocument(snapshot.ref.path, snapshot.data()!, Timestamp));
  }

  async view(): Promise<HealthView | undefined> {
    const snapshot = await this.viewDocument().get();
    return snapshot.exists
      ? healthViewOfDocument(snapshot.ref.path, snapshot.data()!, Timestamp)
      : undefined;
  }

  async recordHeartbeat(heartbeat: Heartbeat): Promise<void> {
    await this.db
      .collection(HEARTBEATS_COLLECTION)
      .doc(heartbeat.job)
      .set(heartbeatFields(heartbeat, stored));
  }

  async recordView(view: HealthView): Promise<void> {
    await this.viewDocument().set(healthViewFields(view, stored));
  }

  private viewDocument() {
    return this.db.collection(HEALTH_COLLECTION).doc(HEALTH_VIEW_ID);
  }
}
