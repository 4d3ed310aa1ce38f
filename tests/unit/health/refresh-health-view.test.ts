import { describe, expect, it } from 'vitest';
import { InMemoryHealthStore } from '../../../src/health/adapters/memory/in-memory-health-store';
import { RefreshHealthView } from '../../../src/health/application/refresh-health-view';
import type { HealthCounts } from '../../../src/health/domain/health-ports';
import { InMemoryIntakeRefusals } from '../../../src/submission/adapters/memory/in-memory-intake-refusals';
import { fixedClock } from '../../support/deterministic';

const HOUR = 60 * 60_000;

/** Storage's counts as the server's aggregation would give them, and the moments asked for. */
function countsSince(asked: Date[]): HealthCounts {
  return {
    mailSince: async (since) => {
      asked.push(since);
      return {
        sent: 3,
        retrying: 0,
        givenUp: 0,
        lastErrorCode: null,
        lastErrorAt: null,
        lastSentAt: null,
        givenUpReceipts: [],
      };
    },
    intakeSince: async (since) => {
      asked.push(since);
      return { stored: 9, markedForReview: 1 };
    },
  };
}

describe("Estado's measurement (RefreshHealthView)", () => {
  it("keeps the intake's stored, refused and marked counts of the last 24 hours, refusals by the hour", async () => {
    const clock = fixedClock();
    const now = clock.now();
    const refusals = new InMemoryIntakeRefusals();
    // Within the day, in the hour 24 hours back (counted whole), and two days back (not counted).
    await refusals.record(new Date(now.getTime() - 2 * HOUR));
    await refusals.record(new Date(now.getTime() - 2 * HOUR), true);
    await refusals.record(new Date(now.getTime() - 24 * HOUR));
    await refusals.record(new Date(now.getTime() - 48 * HOUR));
    const store = new InMemoryHealthStore();
    const asked: Date[] = [];

    const view = await new RefreshHealthView(store, countsSince(asked), refusals, clock).execute();

    expect(view.intake).toEqual({ stored: 9, refused: 3, markedForReview: 1, refusedByRelay: 1 });
    expect(asked).toContainEqual(new Date(now.getTime() - 24 * HOUR));
    expect((await store.view())?.intake).toEqual(view.intake);
  });
});
