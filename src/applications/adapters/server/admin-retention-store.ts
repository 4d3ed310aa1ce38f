import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { DOCUMENT_ID, type QueryShape } from '../../../shared/adapters/firestore/query-shape';
import { countPastRetentionShape, pastRetentionShape } from '../firestore/application-query-shapes';
import { stageOf } from '../../domain/workflow/stage';
import { APPLICATIONS_COLLECTION, HISTORY_COLLECTION } from '../applications-collections';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import type { ApplicationId } from '../../domain/application-id';
import type { RetentionStore } from '../../domain/applicant-data-store';
import type { ErasureReason } from '../../domain/erasure-record';
import { erasureRecordFields } from '../erasure-fields';
import {
  ApplicationGoneError,
  NotPastQuarantineError,
  NotPastRetentionError,
} from '../../domain/erasure-errors';
import {
  countPastQuarantineShape,
  pastQuarantineShape,
} from '../firestore/quarantine-query-shapes';
import { runRetriedTransaction } from '../../../shared/adapters/server/retried-transaction';

/** The Admin SDK's batches take up to 500 writes; a history is deleted this many at a time. */
const DELETES_PER_BATCH = 400;

/** The same declarative shapes as the staff adapters' queries, so the same indexes serve both. */
function queryOf(db: Firestore, shape: QueryShape): Query {
  let query: Query = db.collection(shape.collectionGroup);
  for (const { field, operator, value } of [...shape.equalities, ...(shape.ranges ?? [])])
    query = query.where(field, operator, value);
  for (const { field, direction } of shape.orderBy)
    query = query.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction);
  return query;
}

/**
 * The retention purge on the server (the monthly schedule), over the Admin SDK: the same queries
 * and the same erasure record as the admins' button (../firestore/erase-application.ts), which
 * the rules check there and the server writes here without them. The history goes after the record,
 * in batches; once the record is written nothing adds to it. Past the number quarantine, the
 * record goes too.
 */
export class AdminRetentionStore implements RetentionStore {
  constructor(private readonly db: Firestore) {}

  async countPastRetention(cutoff: Date, limit: number): Promise<number> {
    const counted = await queryOf(this.db, countPastRetentionShape(cutoff))
      .limit(limit)
      .count()
      .get();
    return counted.data().count;
  }

  async pastRetention(cutoff: Date, limit: number): Promise<ApplicationId[]> {
    const oldest = await queryOf(this.db, pastRetentionShape(cutoff)).limit(limit).select().get();
    return oldest.docs.map(({ id }) => id as ApplicationId);
  }

  async erase(id: ApplicationId, reason: ErasureReason, by: SignedInUser): Promise<void> {
    const application = this.db.collection(APPLICATIONS_COLLECTION).doc(id);
    await runRetriedTransaction(this.db, async (transaction) => {
      const data = (await transaction.get(application)).data();
      if (data === undefined || 'erasedAt' in data)
        throw new ApplicationGoneError(`No application ${id}`);
      const flag = (field: string): boolean => {
        if (typeof data[field] === 'boolean') return data[field];
        throw new MalformedDocumentError(application.path, field, 'is not a boolean');
      };
      const flags = {
        alert: flag('alert'),
        status: flag('status'),
        isAssociated: flag('isAssociated'),
      };
      if (reason === 'plazo-vencido' && stageOf(flags) === 'asociada')
        throw new NotPastRetentionError(`${id} is Asociada`);
      transaction.set(application, {
        ...erasureRecordFields(id, reason, by),
        erasedAt: FieldValue.serverTimestamp(),
      });
    });
    await this.deleteHistory(application);
  }

  async countPastQuarantine(cutoff: Date, limit: number): Promise<number> {
    const counted = await queryOf(this.db, countPastQuarantineShape(cutoff))
      .limit(limit)
      .count()
      .get();
    return counted.data().count;
  }

  async pastQuarantine(cutoff: Date, limit: number): Promise<ApplicationId[]> {
    const oldest = await queryOf(this.db, pastQuarantineShape(cutoff)).limit(limit).select().get();
    return oldest.docs.map(({ id }) => id as ApplicationId);
  }

  /**
   * As the admins' button releases a number
   * (src/applications/adapters/firestore/release-number.ts), with the checks the rules make
   * there: an erasure record, erased at or before the cutoff. What an erasure cut short left of
   * the history goes first; then the record, read again in a transaction.
   */
  async release(id: ApplicationId, cutoff: Date): Promise<void> {
    const record = this.db.collection(APPLICATIONS_COLLECTION).doc(id);
    const isReleasable = (data: DocumentData | undefined): boolean => {
      if (data === undefined) return false;
      if (!('erasedAt' in data)) throw new NotPastQuarantineError(`${id} is no erasure record`);
      const erasedAt: unknown = data.erasedAt;
      if (!(erasedAt instanceof Timestamp))
        throw new MalformedDocumentError(record.path, 'erasedAt', 'is not a timestamp');
      if (erasedAt.toMillis() > cutoff.getTime())
        throw new NotPastQuarantineError(`${id} is still quarantined`);
      return true;
    };
    if (!isReleasable((await record.get()).data())) return;
    await this.deleteHistory(record);
    await runRetriedTransaction(this.db, async (transaction) => {
      // Gone meanwhile: another purge released it, and the number is free all the same.
      if (isReleasable((await transaction.get(record)).data())) transaction.delete(record);
    });
  }

  private async deleteHistory(application: DocumentReference): Promise<void> {
    const history = application.collection(HISTORY_COLLECTION).limit(DELETES_PER_BATCH);
    for (let page = await history.get(); !page.empty; page = await history.get()) {
      const batch = this.db.batch();
      for (const entry of page.docs) batch.delete(entry.ref);
      await batch.commit();
    }
  }
}
