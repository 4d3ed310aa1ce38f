import { SCHEDULED_PURGE } from '../../../privacy/domain/erasure';
import {
  type ErasureReason,
  type ErasureRecord,
} from '../../../applications/domain/erasure-record';
import { demoApplication } from './demo-inbox-data';
import { FIRST_ERASED_INDEX as FIRST_INDEX } from '../../shared/demo-numbers';

const DAY = 86_400_000;

/**
 * Erased long ago: two whose numbers are still quarantined (on request, and by a purge), and one
 * past the quarantine, whose number the demo's purge frees.
 */
const ERASED: readonly { reason: ErasureReason; daysAgo: number }[] = [
  { reason: 'peticion-del-titular', daysAgo: 40 },
  { reason: 'plazo-vencido', daysAgo: 320 },
  { reason: 'plazo-vencido', daysAgo: 760 },
];

/**
 * What is left of fictitious applications erased before the demo began: the number space's gauge
 * counts them as quarantined, and the inbox's search by number says what became of them.
 */
export function demoErasedNumbers(now: Date): ErasureRecord[] {
  const admin = { uid: 'demo-admin', email: 'admin@demo.primerpaso.coop' };
  return ERASED.map(({ reason, daysAgo }, position) => {
    const erasedAt = new Date(now.getTime() - daysAgo * DAY);
    return {
      id: demoApplication(FIRST_INDEX + position, erasedAt).id,
      erasedAt,
      erasedBy:
        reason === 'plazo-vencido'
          ? { uid: SCHEDULED_PURGE.uid, email: SCHEDULED_PURGE.email }
          : admin,
      reason,
    };
  });
}
