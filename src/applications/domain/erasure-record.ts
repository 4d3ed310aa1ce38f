import type { ApplicationId } from './application-id';
import type { SignedInUser } from '../../access/domain/staff-member';

/**
 * What is left of an application once its personal data is erased: the same document, holding
 * only this record (src/privacy says when and why an admin or the purge erases). Owned here with
 * the application it replaces, as every adapter that reads or writes one stores it.
 */

/**
 * Why an application's personal data was erased: the applicant asked, or the retention period ran
 * out.
 */
export type ErasureReason = 'peticion-del-titular' | 'plazo-vencido';

export const ERASURE_REASONS: readonly ErasureReason[] = ['peticion-del-titular', 'plazo-vencido'];

/**
 * What is kept of an erased application: no personal data, only proof that it was erased. It
 * keeps the number taken for the quarantine (numberQuarantine in
 * src/shared/content/retention-period.ts), then the purge deletes it and the number is free.
 */
export interface ErasureRecord {
  id: ApplicationId;
  erasedAt: Date;
  erasedBy: SignedInUser;
  reason: ErasureReason;
}
