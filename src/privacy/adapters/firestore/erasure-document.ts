import { serverTimestamp, type DocumentSnapshot } from 'firebase/firestore';
import type { ApplicationId } from '../../../submission/domain/application-id';
import type { ErasureReason, ErasureRecord } from '../../domain/erasure';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { dateOf, ESTIMATED_TIMES, isErasureRecordData } from '../../../inbox/adapters/firestore/application-document';

/**
 * The erasure record written over the application (a set without merge: every other field goes).
 * These keys and nothing else, as firestore.rules require: no personal data, and the number stays
 * taken, so the public page never gives it to anyone else.
 */
export function erasureRecordData(id: ApplicationId, reason: ErasureReason, by: SignedInUser): Record<string, unknown> {
  return { id, erasedAt: serverTimestamp(), erasedBy: by.uid, erasedByEmail: by.email, erasureReason: reason };
}

export function toErasureRecord(snapshot: DocumentSnapshot): ErasureRecord | undefined {
  const data = snapshot.data(ESTIMATED_TIMES);
  if (data === undefined || !isErasureRecordData(data)) return undefined;
  return {
    id: snapshot.id as ApplicationId,
    erasedAt: dateOf(data.erasedAt),
    erasedBy: { uid: String(data.erasedBy), email: String(data.erasedByEmail) },
    // firestore.rules accept only the two reasons.
    reason: data.erasureReason as ErasureReason,
  };
}
