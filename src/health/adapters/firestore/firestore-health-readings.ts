import { doc, getDocFromServer, Timestamp } from 'firebase/firestore';
import { HEALTH_COLLECTION, HEALTH_VIEW_ID, HEARTBEATS_COLLECTION } from '../health-collections';
import { BoundedFirestoreAdapter } from '../../../shared/adapters/staff-firebase/bounded-adapter';
import type { Heartbeat } from '../../domain/heartbeat';
import type { HealthReadings } from '../../domain/health-ports';
import type { HealthView } from '../../domain/health-view';
import { SCHEDULED_JOBS } from '../../domain/scheduled-jobs';
import { heartbeatOfDocument, healthViewOfDocument } from '../health-documents';

/**
 * Estado as the server stored it: one get per job's heartbeat and one for Health/status (five
 * reads in all, never a list), which firestore.rules allow admins alone.
 */
export class FirestoreHealthReadings extends BoundedFirestoreAdapter implements HealthReadings {
  async heartbeats(): Promise<Heartbeat[]> {
    const snapshots = await this.bounded(
      'Firestore get',
      Promise.all(
        SCHEDULED_JOBS.map((job) => getDocFromServer(doc(this.db, HEARTBEATS_COLLECTION, job))),
      ),
    );
    return snapshots.flatMap((snapshot) => {
      const data = snapshot.data();
      return data ? [heartbeatOfDocument(snapshot.ref.path, data, Timestamp)] : [];
    });
  }

  async view(): Promise<HealthView | undefined> {
    const snapshot = await this.bounded(
      'Firestore get',
      getDocFromServer(doc(this.db, HEALTH_COLLECTION, HEALTH_VIEW_ID)),
    );
    const data = snapshot.data();
    return data ? healthViewOfDocument(snapshot.ref.path, data, Timestamp) : undefined;
  }
}
