import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoErasedNumbers } from '../../../src/pages/staff/demo/demo-erased-numbers';
import { demoInbox } from '../../../src/pages/staff/demo/demo-inbox-data';
import { demoPastApplications } from '../../../src/pages/staff/demo/demo-past-applications';
import { createDemoStaffAdapters } from '../../../src/pages/staff/demo-staff-adapters';
import { retentionCutoff } from '../../../src/privacy/domain/retention';
import { isPastQuarantine } from '../../../src/applications/domain/retention-matches';
import { numberQuarantine } from '../../../src/shared/content/retention-period';

const now = new Date('2026-11-21T15:00:00Z');

describe("the demo's erased numbers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hold numbers no demo application holds, two quarantined and one past the quarantine', () => {
    const erased = demoErasedNumbers(now);
    const held = new Set(
      [...demoInbox(now).records, ...demoPastApplications(now).records].map(({ id }) => id),
    );
    expect(erased.filter(({ id }) => held.has(id))).toEqual([]);
    const cutoff = retentionCutoff(now, numberQuarantine.months);
    expect(erased.map((record) => isPastQuarantine(record, cutoff))).toEqual([false, false, true]);
  });

  it("are counted by the demo's number space gauge, measured from the tab's store", async () => {
    vi.useFakeTimers();
    const adapters = createDemoStaffAdapters({ now: () => now });
    const reading = adapters.numberSpace.latest();
    await vi.advanceTimersByTimeAsync(1_000);
    const { records } = demoInbox(now);
    expect(await reading).toMatchObject({
      quarantined: 3,
      taken: records.length + demoPastApplications(now).records.length,
      measuredAt: now,
    });
  });
});
