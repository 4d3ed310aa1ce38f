import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS_COLLECTION } from '../applications-collections';
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
    const found = await this.db
      .collection(APPLICATIONS_COLLECTION)
      .where('dui', '==', dui)
      .orderBy('date', 'desc')
      .orderBy(FieldPath.documentId(), 'desc')
      .limit(1)
      .select()
      .get();
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
