import type { RandomSource } from '../../shared/domain/random-source';

/**
 * How long the intake's answers that stored an application took lately, on this instance: a
 * trapped bot's answer (the honeypot) is held for a time drawn from them, so that its speed does
 * not tell it was caught (a real store makes several round trips to storage; the trap makes
 * none). Only durations are kept, never whose.
 */

/** The latest answers kept: enough to follow the store's spread as the day's load changes it. */
export const SPREAD_KEPT = 32;

/**
 * Before an instance has stored anything: a few round trips to storage from the function's
 * region, uniformly between these (the stored answers' figures replace it from the first one).
 */
export const FIRST_SPREAD_MS = { from: 150, to: 600 } as const;

export class AnswerSpread {
  private readonly durations: number[] = [];

  /** One stored answer took `ms`. */
  heard(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) return;
    this.durations.push(ms);
    if (this.durations.length > SPREAD_KEPT) this.durations.shift();
  }

  /** A duration as a stored answer's: one of those heard, at random. */
  draw(random: RandomSource): number {
    const { from, to } = FIRST_SPREAD_MS;
    if (this.durations.length === 0) return from + random.next() * (to - from);
    return this.durations[Math.floor(random.next() * this.durations.length)] ?? from;
  }
}
