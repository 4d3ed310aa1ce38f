import { namedError } from '../../shared/domain/named-error';
import type { TalkId } from '../../talks/domain/talk';
import type { MonthPeriod } from './report-month';

/** A talk as the report counts it: when it starts, and how many seats were given at it. */
export interface TalkTally {
  id: TalkId;
  startsAt: Date;
  /**
   * Its seats given (the talk's exact `taken`). Seats are taken and freed only before the start,
   * so once a talk has begun this no longer changes.
   */
  seatsGiven: number;
}

/**
 * The most talks one month's report reads. The office gives a few a month (each seats at most
 * MAX_SEATS), so a hundred is far past any real month; more throws TooManyTalksError rather than
 * leave talks out of the board's figures unsaid.
 */
export const MAX_TALKS_IN_MONTH = 100;

export class TooManyTalksError extends namedError('TooManyTalksError') {}

/**
 * The talks' side of a month, for the server's schedule: the month's talks read (a range on their
 * start, bounded), and each one's attendance counted by aggregation, never its seats read.
 * Adapters pass tests/contract/month-talks-contract.ts.
 */
export interface MonthTalks {
  /**
   * The talks whose start is in [start, end), soonest first, begun or not. Throws
   * TooManyTalksError when there are more than MAX_TALKS_IN_MONTH.
   */
  talksStarting(period: MonthPeriod): Promise<TalkTally[]>;
  /** How many of the talk's seats were marked attended (0 for a talk with none, or none left). */
  countAttended(id: TalkId): Promise<number>;
}
