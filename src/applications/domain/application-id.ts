import type { RandomSource } from '../../shared/domain/random-source';

/** 'SOL' followed by a number from 1000 to 9999, e.g. SOL4821. */
export type ApplicationId = `SOL${number}`;

export const LOWEST_APPLICATION_NUMBER = 1000;
export const HIGHEST_APPLICATION_NUMBER = 9999;
const APPLICATION_ID_PATTERN = /^SOL[1-9]\d{3}$/;

/**
 * How many random candidates one submit draws. Each costs a round trip to storage, so the cap
 * bounds the wait. With half of the 9,000 numbers taken, 20 draws all hit taken numbers with
 * probability 0.5^20 (about one submit in a million); with 80% taken about 1%, with 95% about
 * 36%. Then a submit with TakenNumbers (the server) sweeps for a free number (taken-numbers.ts)
 * and one without gives up. docs/architecture.md tells the cooperative when to widen the range.
 */
export const MAX_APPLICATION_ID_ATTEMPTS = 20;

export function isApplicationId(value: string): value is ApplicationId {
  return APPLICATION_ID_PATTERN.test(value);
}

export function applicationIdFromNumber(applicationNumber: number): ApplicationId {
  const isInRange =
    Number.isInteger(applicationNumber) &&
    applicationNumber >= LOWEST_APPLICATION_NUMBER &&
    applicationNumber <= HIGHEST_APPLICATION_NUMBER;
  if (!isInRange) throw new RangeError(`Application number out of range: ${applicationNumber}`);
  return `SOL${applicationNumber}`;
}

/** Draws a uniformly random candidate id from the whole SOL1000..SOL9999 space. */
export function drawApplicationId(random: RandomSource): ApplicationId {
  const span = HIGHEST_APPLICATION_NUMBER - LOWEST_APPLICATION_NUMBER + 1;
  return applicationIdFromNumber(LOWEST_APPLICATION_NUMBER + Math.floor(random.next() * span));
}
