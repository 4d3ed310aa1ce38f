import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { INTAKE_REPLIES_COLLECTION } from '../submission-collections';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import type { Application } from '../../../applications/domain/stored-application';
import { isApplicationId } from '../../../applications/domain/application-id';
import type { IntakeReplies, ReplyRecord, StoredReply } from '../../domain/intake-replies';

/** IntakeReplies/{key hash}: where a reply lives. */
export const replyDocument = (db: Firestore, key: string) =>
  db.collection(INTAKE_REPLIES_COLLECTION).doc(key);

/** What is stored with an application: its number, its moment, and when the TTL may delete it. */
export const replyFields = (application: Application, reply: ReplyRecord) => ({
  applicationId: application.id,
  submittedAt: Timestamp.fromDate(application.date),
  expireAt: Timestamp.fromDate(reply.expireAt),
});

/** A stored reply, checked: a document written by anything else is refused, never guessed. */
function replyOf(path: string, stored: DocumentData | undefined): StoredReply | undefined {
  if (stored === undefined) return undefined;
  const { applicationId, submittedAt } = stored;
  if (typeof applicationId !== 'string' || !isApplicationId(applicationId))
    throw new MalformedDocumentError(path, 'applicationId', 'is not an application number');
  if (!(submittedAt instanceof Timestamp))
    throw new MalformedDocumentError(path, 'submittedAt', 'is not a timestamp');
  return { id: applicationId, submittedAt: submittedAt.toDate() };
}

/** The reply stored under a key hash: one get. */
export async function readReply(db: Firestore, key: string): Promise<StoredReply | undefined> {
  const document = replyDocument(db, key);
  return replyOf(document.path, (await document.get()).data());
}

/**
 * The intake's replies in Cloud Firestore, over the Admin SDK: one get of IntakeReplies/{key
 * hash}. They are written by AdminApplicationRepository, in the batch that stores their
 * application.
 */
export class AdminIntakeReplies implements IntakeReplies {
  constructor(private readonly db: Firestore) {}

  replyFor(key: string): Promise<StoredReply | undefined> {
    return readReply(this.db, key);
  }
}
