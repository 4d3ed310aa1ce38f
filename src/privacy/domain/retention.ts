import { TZDate } from '@date-fns/tz';
import { addMonths, subMonths } from 'date-fns';
import { cooperative } from '../../shared/content/cooperative';

const onOfficeCalendar = (date: Date) => new TZDate(date.getTime(), cooperative.office.timeZone);

/**
 * The moment an application sent at or before has passed a retention of `months`: calendar
 * months counted on El Salvador's calendar (sent 15 March 2025, past it from 15 March 2026).
 * The number quarantine's cutoff is counted the same way, from the erasure. Which applications
 * and records a cutoff finds: src/applications/domain/retention-matches.ts.
 */
export function retentionCutoff(now: Date, months: number): Date {
  return new Date(subMonths(onOfficeCalendar(now), months).getTime());
}

/**
 * The earliest a number erased at `erasedAt` can be given out again: `months` calendar months
 * later. The monthly purge frees it at its first run after that, so staff say "not before".
 */
export function quarantineEnd(erasedAt: Date, months: number): Date {
  return new Date(addMonths(onOfficeCalendar(erasedAt), months).getTime());
}
