import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS_COLLECTION } from '../applications-collections';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import { isApplicationId, type ApplicationId } from '../../domain/application-id';
import type { TakenNumbers } from '../../domain/taken-numbers';

/**
 * The held numbers in Cloud Firestore, over the Admin SDK: document ids of Applications from one
 * upwards, by the automatic index on the id. A keys-only query (`select()` of no field): no
 * applicant's data leaves the database. An erasure record holds its number too, so it is taken.
 * The intake's bounded Firestore (src/server/intake-firestore.ts) bounds each query.
 */
export class AdminTakenNumbers implements TakenNumbers {
  constructor(private readonly db: Firestore) {}

  async takenFrom(from: ApplicationId, limit: number): Promise<ApplicationId[]> {
    const page = await this.db
      .collection(APPLICATIONS_COLLECTION)
      .orderBy(FieldPath.documentId())
      .startAt(from)
      .limit(limit)
      .select()
      .get();
    return page.docs.map(({ id, ref }) => {
      if (!isApplicationId(id))
        throw new MalformedDocumentError(ref.path, 'document id', 'is not an application number');
      return id;
    });
  }
}
