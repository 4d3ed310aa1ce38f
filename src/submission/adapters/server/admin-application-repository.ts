import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS_COLLECTION } from '../../../shared/adapters/firestore/collection-names';
import type { Application } from '../../domain/application';
import type { ApplicationRepository, CreateResult } from '../../domain/application-repository';

/** gRPC's ALREADY_EXISTS: what the Admin SDK's create reports for a document that exists. */
const ALREADY_EXISTS = 6;

const alreadyExists = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === ALREADY_EXISTS;

/**
 * Applications in Cloud Firestore, written by the server (the Admin SDK, which the rules do not
 * bind): one document per application under its SOL id, the spec's document and nothing else.
 * `create` fails on an existing document, so the check and the save stay one step.
 */
export class AdminApplicationRepository implements ApplicationRepository {
  constructor(private readonly db: Firestore) {}

  async create(application: Application): Promise<CreateResult> {
    // The server's clock, as the public write had it: the date is when Firestore stored it.
    const document = { ...application, date: FieldValue.serverTimestamp() };
    try {
      await this.db.collection(APPLICATIONS_COLLECTION).doc(application.id).create(document);
      return 'created';
    } catch (error) {
      if (alreadyExists(error)) return 'id-taken';
      throw error;
    }
  }
}
