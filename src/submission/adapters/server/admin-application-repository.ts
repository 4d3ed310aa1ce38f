import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS_COLLECTION } from '../../../applications/adapters/applications-collections';
import type { Application } from '../../../applications/domain/stored-application';
import type { ApplicationRepository, CreateResult } from '../../domain/application-repository';
import type { ReplyRecord } from '../../domain/intake-replies';
import { readReply, replyDocument, replyFields } from './admin-intake-replies';

/** gRPC's ALREADY_EXISTS: what the Admin SDK's create reports for a document that exists. */
const ALREADY_EXISTS = 6;

const alreadyExists = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === ALREADY_EXISTS;

/**
 * Applications in Cloud Firestore, written by the server (the Admin SDK, which the rules do not
 * bind): one document per application under its SOL id, the spec's document and nothing else.
 * `create` fails on an existing document, so the check and the save stay one step. With a reply,
 * one batch creates both the application and IntakeReplies/{key hash}: all or nothing, so of two
 * requests racing under one key only one stores, and the other reads the winner's reply.
 */
export class AdminApplicationRepository implements ApplicationRepository {
  constructor(private readonly db: Firestore) {}

  async create(application: Application, reply?: ReplyRecord): Promise<CreateResult> {
    // The server's clock, as the public write had it: the date is when Firestore stored it.
    const document = { ...application, date: FieldValue.serverTimestamp() };
    const stored = this.db.collection(APPLICATIONS_COLLECTION).doc(application.id);
    try {
      if (!reply) await stored.create(document);
      else
        await this.db
          .batch()
          .create(stored, document)
          .create(replyDocument(this.db, reply.key), replyFields(application, reply))
          .commit();
      return 'created';
    } catch (error) {
      if (!alreadyExists(error)) throw error;
      // The number or the key was held (the batch does not say which): a held key wins, since
      // its form is stored already; otherwise the number was taken and another is drawn. A
      // read only after a conflict: the common case stays one round trip.
      const earlier = reply && (await readReply(this.db, reply.key));
      return earlier ? { repeatOf: earlier } : 'id-taken';
    }
  }
}
