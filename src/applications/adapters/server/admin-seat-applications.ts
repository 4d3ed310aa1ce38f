import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { APPLICATIONS_COLLECTION } from '../applications-collections';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import type { ApplicationId } from '../../domain/application-id';
import { stageOf, type Stage } from '../../domain/workflow/stage';

/**
 * An application as the talks' seats read it on the server (the Admin SDK): its stage, and its
 * applicant's name and e-mail for a seat's mail. The talks' adapters and the trigger on an
 * application's change read it only through here, never its path or a field by name.
 */

const applicationAt = (db: Firestore, id: ApplicationId) =>
  db.collection(APPLICATIONS_COLLECTION).doc(id);

/** The applicant's fields a seat's e-mail reads, and no other (a field mask). */
const INVITEE_FIELDS = ['first_name', 'email', 'alert', 'status', 'isAssociated', 'erasedAt'];

/**
 * The application, read in the caller's transaction: adminApplicationStateOf and adminApplicantOf
 * read the snapshot.
 */
export const adminApplicationIn = (transaction: Transaction, db: Firestore, id: ApplicationId) =>
  transaction.get(applicationAt(db, id));

/** The application with only the fields a seat's e-mail reads; undefined when gone or erased. */
export async function adminInviteeOf(
  db: Firestore,
  id: ApplicationId,
): Promise<{ firstName: string; email: string; stage: Stage } | undefined> {
  const [application] = await db.getAll(applicationAt(db, id), { fieldMask: INVITEE_FIELDS });
  return application && adminApplicantOf(application);
}

/**
 * An application as its seats see it: its stage, or undefined when there is none or only its
 * erasure record (the only document with `erasedAt`; it names nobody). Only the workflow flags
 * are read, so a damaged applicant's field never stops a seat from being freed.
 */
export function adminApplicationStateOf(
  snapshot: Pick<DocumentSnapshot, 'exists' | 'data' | 'ref'>,
): { stage: Stage } | undefined {
  const data = snapshot.data();
  if (!snapshot.exists || data === undefined || data.erasedAt !== undefined) return undefined;
  for (const flag of ['alert', 'status', 'isAssociated'] as const)
    if (typeof data[flag] !== 'boolean')
      throw new MalformedDocumentError(snapshot.ref.path, flag, 'is not true or false');
  return {
    stage: stageOf({
      alert: data.alert as boolean,
      status: data.status as boolean,
      isAssociated: data.isAssociated as boolean,
    }),
  };
}

/** The applicant as a seat's e-mail needs them; undefined when gone or erased. */
export function adminApplicantOf(
  snapshot: DocumentSnapshot,
): { firstName: string; email: string; stage: Stage } | undefined {
  const state = adminApplicationStateOf(snapshot);
  if (state === undefined) return undefined;
  const text = (field: 'first_name' | 'email'): string => {
    const value: unknown = snapshot.get(field);
    if (typeof value !== 'string')
      throw new MalformedDocumentError(snapshot.ref.path, field, 'is not text');
    return value;
  };
  return { firstName: text('first_name'), email: text('email'), stage: state.stage };
}
