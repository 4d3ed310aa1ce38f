import {
  collection,
  doc,
  serverTimestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { isApplicationId, type ApplicationId } from '../../../applications/domain/application-id';
import { AUDIT_LOG_COLLECTION } from '../audit-collections';
import {
  DocumentReader,
  storedDocumentOf,
} from '../../../shared/adapters/staff-firebase/document-reader';
import { STAFF_ROLES } from '../../../access/domain/staff-member';
import {
  AUDIT_KINDS,
  KEY_CHANGES,
  PERSONAL_DATA_FORMATS,
  TEAM_CHANGES,
  type AuditEvent,
  type AuditRecord,
  type DataExportEvent,
} from '../../domain/audit-record';

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

/**
 * A file leaving the inbox as firestore.rules isCsvExportRecord and isPersonalDataDownloadRecord
 * take it: a CSV export's view and rows (`count`), or a download's numbers, how many and its
 * format; stamped with the server's time and the caller, nothing of the applicants.
 */
export function exportRecordData(event: DataExportEvent, by: SignedInUser) {
  const stamp = { at: serverTimestamp(), uid: by.uid, email: by.email };
  return event.kind === 'exportacion-csv'
    ? { kind: event.kind, view: event.view, count: event.rows, ...stamp }
    : {
        kind: event.kind,
        numbers: [...event.numbers],
        count: event.numbers.length,
        format: event.format,
        ...stamp,
      };
}

/** The record's mapper: every field its kind has, checked (MalformedDocumentError otherwise). */
export function toAuditRecord(snapshot: DocumentSnapshot): AuditRecord {
  const document = storedDocumentOf(snapshot);
  const read = new DocumentReader(document);
  const numbers = () => read.listOf('numbers', isApplicationId, 'SOL numbers');
  const count = read.count('count');
  const kind = read.oneOf('kind', AUDIT_KINDS);
  const event: AuditEvent =
    kind === 'exportacion-csv'
      ? { kind, view: read.string('view'), rows: count }
      : kind === 'descarga-de-datos-personales'
        ? { kind, numbers: numbers(), format: read.oneOf('format', PERSONAL_DATA_FORMATS) }
        : kind === 'cambio-en-el-equipo'
          ? {
              kind,
              change: read.oneOf('change', TEAM_CHANGES),
              member: { uid: read.string('memberUid'), email: read.string('memberEmail') },
              role: read.oneOf('role', STAFF_ROLES),
            }
          : kind === 'cambio-de-llaves'
            ? {
                kind,
                change: read.oneOf('change', KEY_CHANGES),
                member: { uid: read.string('memberUid'), email: read.string('memberEmail') },
                keyName: read.string('keyName'),
              }
            : { kind, numbers: numbers() };
  return {
    ...event,
    id: document.id,
    count,
    at: read.date('at'),
    by: { uid: read.string('uid'), email: read.string('email') },
  };
}
