import {
  applicationIdFromNumber,
  LOWEST_APPLICATION_NUMBER,
  type ApplicationId,
} from '../../src/applications/domain/application-id';
import type { Clock } from '../../src/shared/domain/clock';
import type { RandomSource } from '../../src/shared/domain/random-source';

const SPAN = 9000;

/** A random source that draws exactly these application numbers, in order, then repeats. */
export function randomDrawing(...applicationNumbers: number[]): RandomSource & { draws: number } {
  const values = applicationNumbers.map((n) => (n - LOWEST_APPLICATION_NUMBER + 0.5) / SPAN);
  return {
    draws: 0,
    next() {
      const value = values[this.draws % values.length] ?? 0;
      this.draws += 1;
      return value;
    },
  };
}

/** A seeded pseudo-random source (mulberry32): varied but repeatable draws. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

export function fixedClock(iso = '2026-03-14T15:09:26.000Z'): Clock {
  return { now: () => new Date(iso) };
}

export function allApplicationIds(): ApplicationId[] {
  return Array.from({ length: SPAN }, (_, i) =>
    applicationIdFromNumber(LOWEST_APPLICATION_NUMBER + i),
  );
}

/** `count` ids picked at random (a seeded shuffle): always the same ones for one seed. */
export function pickedAtRandom(count: number, seed: number): ApplicationId[] {
  const ids = allApplicationIds();
  const random = seededRandom(seed);
  for (let last = ids.length - 1; last > 0; last--) {
    const other = Math.floor(random.next() * (last + 1));
    [ids[last], ids[other]] = [ids[other]!, ids[last]!];
  }
  return ids.slice(0, count);
}

/** The whole space but these ids: a store nearly or, with one left, all but full. */
export function allApplicationIdsBut(...free: ApplicationId[]): ApplicationId[] {
  return allApplicationIds().filter((id) => !free.includes(id));
}
