import type { SignedInUser } from '../../access/domain/staff-member';
import type { ApplicationId } from '../domain/application-id';
import type { ErasureReason } from '../domain/erasure-record';

/**
 * The erasure record's fields but its timestamp, which each SDK writes its own way: the admins'
 * button (firestore/erasure-document.ts) and the monthly schedule (server/admin-retention-store.ts)
 * leave the same record. These keys and nothing else, as firestore.rules require.
 */
export const erasureRecordFields = (
  id: ApplicationId,
  reason: ErasureReason,
  by: SignedInUser,
) => ({
  id,
  erasedBy: by.uid,
  erasedByEmail: by.email,
  erasureReason: reason,
});
