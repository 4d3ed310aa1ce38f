import { TZDate } from '@date-fns/tz';
import { subMonths } from 'date-fns';
import { stageOfRecord, type ApplicationRecord } from '../../inbox/domain/application-record';
import { cooperative } from '../../shared/content/cooperative';

/**
 * The moment an application sent at or before has passed a retention of `months`: calendar
 * months counted on El Salvador's calendar (sent 15 March 2025, past it from 15 March 2026).
 */
export function retentionCutoff(now: Date, months: number): Date {
  return new Date(
    subMonths(new TZDate(now.getTime(), cooperative.office.timeZone), months).getTime(),
  );
}

/**
 * Past the period and never a member: the privacy notice promises these are deleted. Asociada never
 * is.
 */
export function isPastRetention(record: ApplicationRecord, cutoff: Date): boolean {
  return stageOfRecord(record) !== 'asociada' && record.date.getTime() <= cutoff.getTime();
}
