import { TZDate } from '@date-fns/tz';
import { cooperative } from '../../shared/content/cooperative';

/**
 * A month of the office's calendar, as YYYY-MM: what a report covers, its stored id and its file's
 * name. Months begin and end at midnight in El Salvador, whatever the computer's time zone.
 */
export type ReportMonth = `${number}-${number}`;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isReportMonth(value: unknown): value is ReportMonth {
  return typeof value === 'string' && MONTH_PATTERN.test(value);
}

const onOfficeCalendar = (date: Date) => new TZDate(date.getTime(), cooperative.office.timeZone);

const monthText = (year: number, monthIndex: number): ReportMonth => {
  const normal = new Date(Date.UTC(year, monthIndex, 1));
  const month = String(normal.getUTCMonth() + 1).padStart(2, '0');
  return `${normal.getUTCFullYear()}-${month}` as ReportMonth;
};

const partsOf = (month: ReportMonth): [year: number, monthIndex: number] => {
  const [year, number] = month.split('-').map(Number);
  return [year ?? 0, (number ?? 1) - 1];
};

/** The month `date` falls in on the office's calendar. */
export function monthOf(date: Date): ReportMonth {
  const office = onOfficeCalendar(date);
  return monthText(office.getFullYear(), office.getMonth());
}

/** What a month covers: from its first midnight in El Salvador to the next month's (excluded). */
export interface MonthPeriod {
  start: Date;
  end: Date;
}

export function monthPeriod(month: ReportMonth): MonthPeriod {
  const [year, monthIndex] = partsOf(month);
  const midnight = (index: number) =>
    new Date(new TZDate(year, index, 1, cooperative.office.timeZone).getTime());
  return { start: midnight(monthIndex), end: midnight(monthIndex + 1) };
}

/**
 * The month's first and last days on the office's calendar, YYYY-MM-DD: the days whose counts
 * (the form's use) are the month's.
 */
export function monthDays(month: ReportMonth): { first: string; last: string } {
  const [year, monthIndex] = partsOf(month);
  const last = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

export function previousMonth(month: ReportMonth): ReportMonth {
  const [year, monthIndex] = partsOf(month);
  return monthText(year, monthIndex - 1);
}

/** `count` months, `month` first, each one before the last: what the month picker offers. */
export function monthsBackFrom(month: ReportMonth, count: number): ReportMonth[] {
  const [year, monthIndex] = partsOf(month);
  return Array.from({ length: count }, (_, back) => monthText(year, monthIndex - back));
}

const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** e.g. noviembre de 2026: how the screen, the paper and the file name the month. */
export function monthName(month: ReportMonth): string {
  const [year, monthIndex] = partsOf(month);
  return `${MONTH_NAMES[monthIndex] ?? ''} de ${year}`;
}

/** e.g. 27 de noviembre de 2026, for a day of the office's calendar given as YYYY-MM-DD. */
export function dayName(day: string): string {
  return `${Number(day.slice(8, 10))} de ${monthName(day.slice(0, 7) as ReportMonth)}`;
}

/**
 * How far back the month picker goes: two years, for the board's comparisons with a year before.
 * The reports themselves hold no one's data and are kept.
 */
export const MONTHS_OFFERED = 24;
