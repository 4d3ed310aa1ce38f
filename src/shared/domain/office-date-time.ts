import { cooperative } from '../content/cooperative';
import { unbreakableTimes } from './unbreakable-times';

/**
 * A formatter made on its first use, not when the module loads: making one reads the locale's and
 * the time zone's data, several milliseconds that would otherwise fall in the task that evaluates
 * the public page's script, though the page formats nothing before the visitor sends (issue 39).
 */
function onFirstUse(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

/** Staff read dates on the office's clock, whatever the computer's time zone is set to. */
const OFFICE_DATE_TIME = onFirstUse('es-SV', {
  timeZone: cooperative.office.timeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** e.g. 14/03/2026, 9:00 a. m.: how the inbox shows every date, in lists, details and texts. */
export const formatOfficeDateTime = (date: Date): string =>
  unbreakableTimes(OFFICE_DATE_TIME().format(date));

const OFFICE_MOMENT = onFirstUse('es-SV', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: cooperative.office.timeZone,
});

/**
 * e.g. 14 de marzo de 2026 a las 9:00 a. m.: the moment of an application as the applicant
 * reads it, on the receipt, on screen and by e-mail alike.
 */
export const formatOfficeMoment = (date: Date): string =>
  unbreakableTimes(OFFICE_MOMENT().format(date));

const OFFICE_DAY = onFirstUse('en-US', {
  timeZone: cooperative.office.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The office's calendar day of a moment, as YYYY-MM-DD: e.g. for a once-a-day message's id. */
export function officeDay(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    OFFICE_DAY()
      .formatToParts(date)
      .find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The year on the office's calendar: the footer's copyright, a year's first hours included. */
export const officeYear = (date: Date): number => Number(officeDay(date).slice(0, 4));

const OFFICE_DAY_NAME = onFirstUse('es-SV', {
  timeZone: cooperative.office.timeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const OFFICE_TIME = onFirstUse('es-SV', {
  timeZone: cooperative.office.timeZone,
  hour: 'numeric',
  minute: '2-digit',
});

/** e.g. jueves, 3 de diciembre de 2026: the day of an appointment on the office's calendar. */
export const formatOfficeDayName = (date: Date): string => OFFICE_DAY_NAME().format(date);

/**
 * e.g. 9:30 a. m. on the office's clock, with no-break spaces (U+00A0) so that "a. m." never
 * breaks across lines, whatever spaces this runtime's ICU writes (mail clients render U+00A0
 * everywhere; not all render ICU's narrow one).
 */
export const formatOfficeTime = (date: Date): string =>
  unbreakableTimes(OFFICE_TIME().format(date));
