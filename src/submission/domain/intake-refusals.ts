/**
 * What the intake refused because of its limits (an address's, a relay's), counted by the clock's
 * hour: a refusal adds one to its hour's count with no read, and Estado sums the hours of the last
 * day without listing anything. Only counts: never who was refused, nor what they sent.
 */
const HOUR_MS = 60 * 60_000;

/** The clock hour an instant falls in (UTC-aligned hours are El Salvador's hours too). */
export const refusalHourOf = (at: Date): Date => new Date(at.getTime() - (at.getTime() % HOUR_MS));

/**
 * How long an hour's count is kept: past the last measurement that can count it (a day after the
 * hour ends), so storage may forget it from then on (the TTL policy on `expireAt`).
 */
export const refusalsKeptUntil = (hour: Date): Date => new Date(hour.getTime() + 25 * HOUR_MS);

/**
 * The intake's refusals by the hour. Adapters pass tests/contract/intake-refusals-contract.ts.
 */
export interface IntakeRefusals {
  /**
   * One more request refused by the limits, in the clock hour of `at`; `byRelay` when it was a
   * relay's limit, which everyone behind one CDN node shares (counted apart as well, for Estado).
   */
  record(at: Date, byRelay?: boolean): Promise<void>;
  /**
   * The refusals recorded from the clock hour that holds `since` on, that hour counted whole (so
   * a day's window is counted over 24 to 25 hours): a bounded read of at most a day's hours.
   */
  refusedSince(since: Date): Promise<number>;
  /** Of those, the ones a relay's limit refused, over the same hours. */
  refusedByRelaySince(since: Date): Promise<number>;
}
