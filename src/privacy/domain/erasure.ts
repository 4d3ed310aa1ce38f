import type { ApplicationId } from '../../applications/domain/application-id';
import type { ErasureReason } from '../../applications/domain/erasure-record';

/** How staff read each reason (the reasons are the erasure record's: applications' domain). */
export const ERASURE_REASON_LABELS: Record<ErasureReason, string> = {
  'peticion-del-titular': 'A petición del titular',
  'plazo-vencido': 'Plazo de conservación vencido',
};

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
