import type { Firestore } from 'firebase-admin/firestore';
import {
  createApplication,
  createApplicationIn,
} from '../../../applications/adapters/server/admin-application-creation';
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
 * bind), as the applications module stores them (admin-application-creation.ts). The creation
 * fails on an existing document, so the check and the save stay one step. With a reply, one batch
 * creates both the application and IntakeReplies/{key hash}: all or nothing, so of two
 * requests racing under one key only one stores, and the other reads the winner's reply.
 */
export class AdminApplicationRepository implements ApplicationRepository {
  constructor(private readonly db: Firestore) {}

  async create(application: Application, reply?: ReplyRecord): Promise<CreateResult> {
    try {
      if (!reply) await createApplication(this.db, application);
      else
        await createApplicationIn(this.db.batch(), this.db, application)
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
