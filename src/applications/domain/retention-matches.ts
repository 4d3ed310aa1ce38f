import { stageOfRecord, type ApplicationRecord } from './application-record';
import type { ErasureRecord } from './erasure-record';

/**
 * What the retention purge finds among the stored applications, as every store finds it (its
 * query shapes say the same: application-query-shapes.ts, quarantine-query-shapes.ts). The cutoffs
 * are counted on the office's calendar by src/privacy/domain/retention.ts.
 */

/**
 * Past the period and never a member: the privacy notice promises these are deleted. Asociada never
 * is.
 */
export function isPastRetention(record: ApplicationRecord, cutoff: Date): boolean {
  return stageOfRecord(record) !== 'asociada' && record.date.getTime() <= cutoff.getTime();
}

/**
 * An erasure record made at or before the cutoff (retentionCutoff of the quarantine's months) has
 * kept its number long enough: the purge deletes it, and the number may be drawn again.
 */
export function isPastQuarantine(record: Pick<ErasureRecord, 'erasedAt'>, cutoff: Date): boolean {
  return record.erasedAt.getTime() <= cutoff.getTime();
}
