import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { DOCUMENT_ID } from '../../../shared/adapters/firestore/query-shape';
import { earlierApplicationsShape } from './earlier-applications-query-shape';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import { isApplicationId, type ApplicationId } from '../../domain/application-id';
import type { EarlierApplications } from '../../domain/earlier-applications';

/**
 * A repeat applicant's newest application in Cloud Firestore, over the Admin SDK: one exact-match
 * query on the DUI, newest first, one document, keys only (the inbox's search index serves it;
 * an erasure record has no DUI, so it is never found). One billed read.
 */
export class AdminEarlierApplications implements EarlierApplications {
  constructor(private readonly db: Firestore) {}

  async latestWithDui(dui: string): Promise<ApplicationId | undefined> {
    const shape = earlierApplicationsShape(dui);
    let query: Query = this.db.collection(shape.collectionGroup);
    for (const { field, operator, value } of shape.equalities)
      query = query.where(field, operator, value);
    for (const { field, direction } of shape.orderBy)
      query = query.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction);
    const found = await query.limit(1).select().get();
    const [newest] = found.docs;
    if (!newest) return undefined;
    if (!isApplicationId(newest.id))
      throw new MalformedDocumentError(
        newest.ref.path,
        'document id',
        'is not an application number',
      );
    return newest.id;
  }
}
