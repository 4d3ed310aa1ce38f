import { TZDate } from '@date-fns/tz';
import { addMonths, subMonths } from 'date-fns';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../applications/domain/application-record';
import { cooperative } from '../../shared/content/cooperative';
import type { ErasureRecord } from './erasure';

const onOfficeCalendar = (date: Date) => new TZDate(date.getTime(), cooperative.office.timeZone);

/**
 * The moment an application sent at or before has passed a retention of `months`: calendar
 * months counted on El Salvador's calendar (sent 15 March 2025, past it from 15 March 2026).
 * The number quarantine's cutoff is counted the same way, from the erasure.
 */
export function retentionCutoff(now: Date, months: number): Date {
  return new Date(subMonths(onOfficeCalendar(now), months).getTime());
}

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

/**
 * The earliest a number erased at `erasedAt` can be given out again: `months` calendar months
 * later. The monthly purge frees it at its first run after that, so staff say "not before".
 */
export function quarantineEnd(erasedAt: Date, months: number): Date {
  return new Date(addMonths(onOfficeCalendar(erasedAt), months).getTime());
}
