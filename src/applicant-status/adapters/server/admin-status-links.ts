import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { STATUS_LINKS_COLLECTION } from '../applicant-status-collections';
import { tokenHashOf } from '../../../shared/adapters/server/token-hash';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import { isApplicationId, type ApplicationId } from '../../../applications/domain/application-id';
import { isSameLink, type StatusLink, type StatusLinks } from '../../domain/status-link';

/**
 * An application has a few links: one a receipt (and its rare repeat), one a lost link, which
 * deletes the others (at most three a day). They are read this many at a time.
 */
const LINKS_READ = 100;

/** gRPC's ALREADY_EXISTS: the Admin SDK's create on a document that exists. */
const ALREADY_EXISTS = 6;

/** Pages read at most when forgetting: far past any applicant's doing, and still bounded. */
const PAGES_READ = 50;

/** The one mapper of a status link: every field checked, a value never quoted. */
function statusLinkOf(snapshot: DocumentSnapshot): StatusLink | undefined {
  if (!snapshot.exists) return undefined;
  const data = snapshot.data() ?? {};
  const fail = (field: string, problem: string) =>
    new MalformedDocumentError(snapshot.ref.path, field, problem);
  const applicationId: unknown = data.applicationId;
  if (typeof applicationId !== 'string' || !isApplicationId(applicationId))
    throw fail('applicationId', 'is not a SOL number');
  const date = (field: 'submittedAt' | 'issuedAt') => {
    const value: unknown = data[field];
    if (!(value instanceof Timestamp)) throw fail(field, 'is not a timestamp');
    return value.toDate();
  };
  const byMail: unknown = data.byMail;
  if (byMail !== undefined && byMail !== true) throw fail('byMail', 'is not true');
  return {
    applicationId,
    submittedAt: date('submittedAt'),
    issuedAt: date('issuedAt'),
    ...(byMail ? { byMail } : {}),
  };
}

/**
 * The status links over the Admin SDK: StatusLinks/{SHA-256 of the token}, which firestore.rules
 * keep from every client. An application's links are found by a query on `applicationId` (its
 * automatic single-field index).
 */
export class AdminStatusLinks implements StatusLinks {
  constructor(private readonly db: Firestore) {}

  private linkAt(token: string) {
    return this.db.collection(STATUS_LINKS_COLLECTION).doc(tokenHashOf(token));
  }

  async issue(token: string, link: StatusLink): Promise<void> {
    try {
      await this.linkAt(token).create({
        applicationId: link.applicationId,
        submittedAt: Timestamp.fromDate(link.submittedAt),
        issuedAt: Timestamp.fromDate(link.issuedAt),
        ...(link.byMail ? { byMail: true } : {}),
      });
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== ALREADY_EXISTS) throw error;
      // A repeated request's link (the same token): already there, for the same application.
      const kept = await this.find(token);
      if (!kept || !isSameLink(kept, link)) throw error;
    }
  }

  async find(token: string): Promise<StatusLink | undefined> {
    return statusLinkOf(await this.linkAt(token).get());
  }

  async forget(applicationId: ApplicationId, upTo: Date, keep?: string): Promise<void> {
    const kept = keep === undefined ? undefined : tokenHashOf(keep);
    // One field's equality (no composite index), read a page at a time until none is left, so
    // that erasure and Perdí el enlace leave no link behind; the moment is compared here.
    const query = this.db
      .collection(STATUS_LINKS_COLLECTION)
      .where('applicationId', '==', applicationId)
      .limit(LINKS_READ);
    let after: DocumentSnapshot | undefined;
    for (let page = 0; page < PAGES_READ; page++) {
      const found = await (after ? query.startAfter(after) : query).get();
      const old = found.docs.filter(
        (link) =>
          link.id !== kept && (statusLinkOf(link)?.issuedAt.getTime() ?? 0) <= upTo.getTime(),
      );
      if (old.length > 0) {
        const batch = this.db.batch();
        for (const link of old) batch.delete(link.ref);
        await batch.commit();
      }
      if (found.docs.length < LINKS_READ) return;
      after = found.docs.at(-1);
    }
    throw new Error(`More than ${LINKS_READ * PAGES_READ} status links for one application`);
  }
}
