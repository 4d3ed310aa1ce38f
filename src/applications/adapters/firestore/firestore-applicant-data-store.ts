import {
  getCountFromServer,
  getDocFromServer,
  getDocsFromServer,
  limit,
  query,
  startAfter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { ApplicationId } from '../../domain/application-id';
import type { ApplicantDataStore } from '../../domain/applicant-data-store';
import type { ErasureReason, ErasureRecord } from '../../domain/erasure-record';
import type { TypedField } from '../../domain/stored-application';
import type { HistoryEntry } from '../../domain/history-entry';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { BoundedFirestoreAdapter } from '../../../shared/adapters/staff-firebase/bounded-adapter';
import { eraseApplication } from './erase-application';
import { toErasureRecord } from './erasure-document';
import { toHistoryEntry } from './application-document';
import { atMost, MAX_DOCUMENTS_PER_READ, MAX_HISTORY_READ } from './application-query-shapes';
import {
  countPastRetentionShape,
  HISTORY_SHAPE,
  pastRetentionShape,
} from './application-query-shapes';
import { constraintsOf } from '../../../shared/adapters/staff-firebase/query-from-shape';
import { rectifyApplication } from './rectify-application';
import { releaseNumber } from './release-number';
import { countPastQuarantineShape, pastQuarantineShape } from './quarantine-query-shapes';
import { applicationIn, applicationsIn, historyIn } from './application-paths';

/**
 * Admins' privacy work on Cloud Firestore: firestore.rules let only an admin correct or erase.
 * An erasure overwrites the application with its erasure record, so the number stays taken.
 * Every call is bounded (application-query-shapes.ts).
 */
export class FirestoreApplicantDataStore
  extends BoundedFirestoreAdapter
  implements ApplicantDataStore
{
  /**
   * The whole history, oldest first, MAX_HISTORY_READ entries a read: an access request hands
   * over everything, however long the history grew.
   */
  async readHistory(id: ApplicationId): Promise<HistoryEntry[]> {
    const entries: HistoryEntry[] = [];
    for (let after: QueryDocumentSnapshot | undefined; ;) {
      const next = query(
        historyIn(this.db, id),
        ...constraintsOf(HISTORY_SHAPE),
        ...(after ? [startAfter(after)] : []),
        limit(MAX_HISTORY_READ),
      );
      const { docs } = await this.bounded('Firestore history', getDocsFromServer(next));
      entries.push(...docs.map(toHistoryEntry));
      if (docs.length < MAX_HISTORY_READ) return entries;
      after = docs.at(-1);
    }
  }

  rectify(id: ApplicationId, field: TypedField, value: string, by: SignedInUser): Promise<void> {
    return rectifyApplication(this.db, this.bounded, id, field, value, by);
  }

  erase(id: ApplicationId, reason: ErasureReason, by: SignedInUser): Promise<void> {
    return eraseApplication(this.db, this.bounded, id, reason, by);
  }

  async erasureOf(id: ApplicationId): Promise<ErasureRecord | undefined> {
    return toErasureRecord(
      await this.bounded('Firestore get', getDocFromServer(applicationIn(this.db, id))),
    );
  }

  /** At most MAX_DOCUMENTS_PER_READ: firestore.rules bound a count as they bound a page. */
  async countPastRetention(cutoff: Date, max: number): Promise<number> {
    const count = getCountFromServer(
      query(
        applicationsIn(this.db),
        ...constraintsOf(countPastRetentionShape(cutoff)),
        limit(atMost(max, MAX_DOCUMENTS_PER_READ)),
      ),
    );
    return (await this.bounded('Firestore count', count)).data().count;
  }

  /** Ids only, but storage sends whole documents: at most MAX_DOCUMENTS_PER_READ per call. */
  async pastRetention(cutoff: Date, max: number): Promise<ApplicationId[]> {
    const oldest = query(
      applicationsIn(this.db),
      ...constraintsOf(pastRetentionShape(cutoff)),
      limit(atMost(max, MAX_DOCUMENTS_PER_READ)),
    );
    return (await this.bounded('Firestore purge list', getDocsFromServer(oldest))).docs.map(
      ({ id }) => id as ApplicationId,
    );
  }

  async countPastQuarantine(cutoff: Date, max: number): Promise<number> {
    const count = getCountFromServer(
      query(
        applicationsIn(this.db),
        ...constraintsOf(countPastQuarantineShape(cutoff)),
        limit(atMost(max, MAX_DOCUMENTS_PER_READ)),
      ),
    );
    return (await this.bounded('Firestore count', count)).data().count;
  }

  /** Erasure records are five small fields: a page of them is a few kilobytes. */
  async pastQuarantine(cutoff: Date, max: number): Promise<ApplicationId[]> {
    const oldest = query(
      applicationsIn(this.db),
      ...constraintsOf(pastQuarantineShape(cutoff)),
      limit(atMost(max, MAX_DOCUMENTS_PER_READ)),
    );
    return (await this.bounded('Firestore purge list', getDocsFromServer(oldest))).docs.map(
      ({ id }) => id as ApplicationId,
    );
  }

  release(id: ApplicationId, cutoff: Date): Promise<void> {
    return releaseNumber(this.db, this.bounded, id, cutoff);
  }
}
