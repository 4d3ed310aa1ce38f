import { cooperative } from '../content/cooperative';

/** Staff read dates on the office's clock, whatever the computer's time zone is set to. */
const OFFICE_DATE_TIME = new Intl.DateTimeFormat('es-SV', {
  timeZone: cooperative.office.timeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** e.g. 14/03/2026, 9:00 a. m.: how the inbox shows every date, in lists, details and texts. */
export const formatOfficeDateTime = (date: Date): string => OFFICE_DATE_TIME.format(date);

const OFFICE_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: cooperative.office.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The office's calendar day of a moment, as YYYY-MM-DD: e.g. for a once-a-day message's id. */
export function officeDay(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    OFFICE_DAY.formatToParts(date).find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
