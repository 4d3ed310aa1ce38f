import {
  collection,
  doc,
  serverTimestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { isApplicationId, type ApplicationId } from '../../../submission/domain/application-id';
import { AUDIT_LOG_COLLECTION } from '../../../shared/adapters/firestore/collection-names';
import {
  DocumentReader,
  storedDocumentOf,
} from '../../../shared/adapters/staff-firebase/document-reader';
import { AUDIT_KINDS, type AuditRecord } from '../../domain/audit-record';

export const auditLogIn = (db: Firestore) => collection(db, AUDIT_LOG_COLLECTION);

/** A new record's place, its id drawn by the SDK: the writes it records point at it. */
export const newAuditRecordIn = (db: Firestore): DocumentReference => doc(auditLogIn(db));

/**
 * A removal of spam as firestore.rules isSpamRemovalRecord takes it: the numbers and how many,
 * stamped with the server's time and the caller, nothing of the applicants.
 */
export function spamRemovalRecordData(numbers: readonly ApplicationId[], by: SignedInUser) {
  return {
    kind: 'eliminacion-de-spam',
    numbers: [...numbers],
    count: numbers.length,
    at: serverTimestamp(),
    uid: by.uid,
    email: by.email,
  };
}

/** The record's mapper: every field checked (MalformedDocumentError otherwise). */
export function toAuditRecord(snapshot: DocumentSnapshot): AuditRecord {
  const document = storedDocumentOf(snapshot);
  const read = new DocumentReader(document);
  return {
    id: document.id,
    kind: read.oneOf('kind', AUDIT_KINDS),
    numbers: read.listOf('numbers', isApplicationId, 'SOL numbers'),
    count: read.count('count'),
    at: read.date('at'),
    by: { uid: read.string('uid'), email: read.string('email') },
  };
}
