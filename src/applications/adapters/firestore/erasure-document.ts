import { serverTimestamp, type DocumentSnapshot } from 'firebase/firestore';
import { isApplicationId, type ApplicationId } from '../../domain/application-id';
import {
  ERASURE_REASONS,
  type ErasureReason,
  type ErasureRecord,
} from '../../domain/erasure-record';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { erasureRecordFields } from '../erasure-fields';
import { isErasureRecordData } from './application-document';
import {
  DocumentReader,
  storedDocumentOf,
  type StoredDocument,
} from '../../../shared/adapters/staff-firebase/document-reader';

/**
 * The erasure record written over the application (a set without merge: every other field goes).
 * These keys and nothing else, as firestore.rules require: no personal data, and the number stays
 * taken, so the public page never gives it to anyone else.
 */
export function erasureRecordData(
  id: ApplicationId,
  reason: ErasureReason,
  by: SignedInUser,
): Record<string, unknown> {
  return { ...erasureRecordFields(id, reason, by), erasedAt: serverTimestamp() };
}

/**
 * The erasure record's mapper: every field checked for presence and type, the reason one of the
 * domain's two (MalformedDocumentError otherwise).
 */
export function erasureRecordOf(document: StoredDocument): ErasureRecord {
  const read = new DocumentReader(document);
  return {
    id: read.id(isApplicationId, 'a SOL number'),
    erasedAt: read.date('erasedAt'),
    erasedBy: { uid: read.string('erasedBy'), email: read.string('erasedByEmail') },
    reason: read.oneOf('erasureReason', ERASURE_REASONS),
  };
}

/** The erasure record in this snapshot; undefined when there is none (or a live application). */
export function toErasureRecord(snapshot: DocumentSnapshot): ErasureRecord | undefined {
  if (!snapshot.exists() || !isErasureRecordData(snapshot.data())) return undefined;
  return erasureRecordOf(storedDocumentOf(snapshot));
}
