import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore/lite';
import type { Application } from '../../domain/application';
import type { ApplicationId } from '../../domain/application-id';
import type { ApplicationRepository, CreateResult } from '../../domain/application-repository';
import { APPLICATIONS_COLLECTION } from '../../../shared/adapters/firestore/collection-names';
import { withTimeout } from '../../../shared/adapters/firestore/with-timeout';

/**
 * Per call. Any failure ends the submit, so an unreachable Firestore shows the applicant the
 * failure message after one timeout at most: inside the 10-second bound.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 8000;

/** By code, not class: the SDK throws its errors as plain FirebaseError instances. */
function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'permission-denied'
  );
}

/**
 * Applications in Cloud Firestore, one document per application, keyed by its SOL id.
 * firestore.rules lets the public create a valid application (never update one) and get a
 * document only while it does not exist: there is no read of anyone's data.
 */
export class FirestoreApplicationRepository implements ApplicationRepository {
  constructor(
    private readonly db: Firestore,
    private readonly requestTimeoutMs: number = DEFAULT_REQUEST_TIMEOUT_MS,
  ) {}

  /**
   * Only after a refused write: a refusal means either "taken" or "invalid", and this tells which.
   */
  private async isTaken(id: ApplicationId): Promise<boolean> {
    try {
      const snapshot = await withTimeout(
        'Firestore get',
        this.requestTimeoutMs,
        getDoc(this.document(id)),
      );
      return snapshot.exists();
    } catch (error) {
      if (isPermissionDenied(error)) return true;
      throw error;
    }
  }

  /** A set on an existing document is an update, which the rules deny: saves never overwrite. */
  async create(application: Application): Promise<CreateResult> {
    // The server's clock, not the phone's: the rules accept only date == request.time.
    const document = { ...application, date: serverTimestamp() };
    try {
      await withTimeout(
        'Firestore create',
        this.requestTimeoutMs,
        setDoc(this.document(application.id), document),
      );
      return 'created';
    } catch (error) {
      // Denied either because the id is taken or because the data broke a rule.
      if (isPermissionDenied(error) && (await this.isTaken(application.id))) return 'id-taken';
      throw error;
    }
  }

  private document(id: ApplicationId): DocumentReference {
    return doc(this.db, APPLICATIONS_COLLECTION, id);
  }
}
