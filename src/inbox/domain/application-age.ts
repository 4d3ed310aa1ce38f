import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, formatDistanceStrict } from 'date-fns';
import { es } from 'date-fns/locale';
import { cooperative } from '../../shared/content/cooperative';

const DAY_MS = 86_400_000;

const onOfficeCalendar = (date: Date) => new TZDate(date.getTime(), cooperative.office.timeZone);

/**
 * How many days ago, on the office's calendar (El Salvador's), an application was sent: 0 the
 * same day, 1 the day before, whatever the hour. Staff say "llegó ayer" of last night's one.
 */
export const ageInDays = (date: Date, now: Date): number =>
  Math.max(0, differenceInCalendarDays(onOfficeCalendar(now), onOfficeCalendar(date)));

/**
 * An application's age as the list shows it: 'hoy', 'ayer', 'hace 3 días' (up to 29), then
 * 'hace 1 mes', 'hace 5 meses', 'hace 1 año'… (whole months of 30 days, whole years), in date-fns's
 * Spanish.
 */
export function ageText(date: Date, now: Date): string {
  const days = ageInDays(date, now);
  if (days === 0) return 'hoy';
  if (days === 1) return 'ayer';
  // El Salvador keeps no daylight saving time, so calendar days are 24 hours each.
  const unit = days < 30 ? 'day' : days < 365 ? 'month' : 'year';
  return formatDistanceStrict(new Date(now.getTime() - days * DAY_MS), now, {
    locale: es,
    addSuffix: true,
    unit,
    roundingMethod: 'floor',
  });
}
