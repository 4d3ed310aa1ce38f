import { officeDay } from '../../shared/domain/office-date-time';
import type { ApplicationId } from '../../applications/domain/application-id';

/** An application that became a member: when it was sent, and when it was marked Asociada. */
export interface Association {
  id: ApplicationId;
  sentAt: Date;
  associatedAt: Date;
}

const DAY_MS = 86_400_000;

const dayNumber = (date: Date): number => {
  const [year, month, day] = officeDay(date).split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / DAY_MS;
};

/**
 * Days on the office's calendar from the day it was sent to the day it was marked Asociada: 0 the
 * same day, 1 the next, whatever the hours. Staff count "sent Monday, member Wednesday" as 2.
 */
export const daysToMember = ({ sentAt, associatedAt }: Association): number =>
  dayNumber(associatedAt) - dayNumber(sentAt);

/** The middle value, or the mean of the two middle ones; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? null;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
