/**
 * The office's wall clock: El Salvador keeps UTC−6 all year (no daylight saving), so a date and
 * time typed by an admin is one instant wherever the browser is.
 */
const OFFICE_OFFSET_MS = -6 * 60 * 60 * 1000;

/** '2026-12-03' and '09:30' in the office's time, as an instant; undefined if malformed. */
export function officeInstant(date: string, time: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const [hours, minutes] = clock.slice(1).map(Number) as [number, number];
  const utc = Date.UTC(year, month - 1, day, hours, minutes);
  const back = new Date(utc);
  if (back.getUTCDate() !== day || back.getUTCHours() !== hours || minutes > 59) return undefined;
  return new Date(utc - OFFICE_OFFSET_MS);
}

/** The instant's date and time on the office's clock, as the form's fields hold them. */
export function officeWallTime(instant: Date): { date: string; time: string } {
  const [date = '', rest = ''] = new Date(instant.getTime() + OFFICE_OFFSET_MS)
    .toISOString()
    .split('T');
  return { date, time: rest.slice(0, 5) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The office's next calendar day, as instants: from its midnight to the next one. The day-before
 * reminder covers the talks that start in it, whatever the hour it runs at.
 */
export function officeTomorrow(now: Date): { from: Date; to: Date } {
  const wall = now.getTime() + OFFICE_OFFSET_MS;
  const todayStarts = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS) - OFFICE_OFFSET_MS;
  return { from: new Date(todayStarts + DAY_MS), to: new Date(todayStarts + 2 * DAY_MS) };
}
