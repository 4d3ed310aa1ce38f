import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The office's clock: a release is named by the day it went live where the cooperative is. */
const OFFICE_TIME_ZONE = 'America/El_Salvador';

/** What every release tag looks like: v2026.11.26, then v2026.11.26.2 for a second one that day. */
export const RELEASE_TAG_PATTERN = /^v\d{4}\.\d{2}\.\d{2}(?:\.\d+)?$/;

/**
 * The tag of a release going live at `now`: the day on the office's clock, with a counter when
 * that day already has one (a fix deployed in the afternoon after the morning's release).
 */
export function nextReleaseTag(existingTags: readonly string[], now: Date): string {
  const day = `v${format(new TZDate(now, OFFICE_TIME_ZONE), 'yyyy.MM.dd')}`;
  const taken = new Set(existingTags);
  if (!taken.has(day)) return day;
  let counter = 2;
  while (taken.has(`${day}.${counter}`)) counter += 1;
  return `${day}.${counter}`;
}
