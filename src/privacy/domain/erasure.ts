import type { ApplicationId } from '../../applications/domain/application-id';
import type { SignedInUser } from '../../access/domain/staff-member';

/**
 * Why an application's personal data was erased: the applicant asked, or the retention period ran
 * out.
 */
export type ErasureReason = 'peticion-del-titular' | 'plazo-vencido';

export const ERASURE_REASONS: readonly ErasureReason[] = ['peticion-del-titular', 'plazo-vencido'];

export const ERASURE_REASON_LABELS: Record<ErasureReason, string> = {
  'peticion-del-titular': 'A petición del titular',
  'plazo-vencido': 'Plazo de conservación vencido',
};

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

/** The confirmation names the application: typing its SOL number, spaces and case aside. */
export function confirmsErasureOf(id: ApplicationId, typed: string): boolean {
  return typed.replace(/\s+/g, '').toUpperCase() === id;
}

/**
 * Who erases what the monthly schedule finds past its period (src/server): the erasure record
 * names it, as it names the admin who pressed the button. An admin, as the purge requires.
 */
export const SCHEDULED_PURGE = {
  uid: 'purga-programada',
  email: 'purga-programada@primer-paso',
  role: 'admin',
} as const;
