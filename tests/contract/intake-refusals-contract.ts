import { describe, expect, it } from 'vitest';
import type { IntakeRefusals } from '../../src/submission/domain/intake-refusals';

const at = (hours: number, minutes = 0) =>
  new Date(Date.UTC(2026, 10, 26, 15, 0) + (hours * 60 + minutes) * 60_000);

/** What every IntakeRefusals adapter promises; each test gets a fresh, empty store. */
export function describeIntakeRefusalsContract(
  adapterName: string,
  create: () => Promise<IntakeRefusals>,
) {
  describe(`${adapterName} honours the IntakeRefusals contract`, () => {
    it('counts nothing before anything was refused', async () => {
      const refusals = await create();
      expect(await refusals.refusedSince(at(-24))).toBe(0);
    });

    it('counts the refusals from the hour that holds the moment, that hour whole, and none before', async () => {
      const refusals = await create();
      await refusals.record(at(-30));
      await refusals.record(at(-25, 59));
      await refusals.record(at(-24, 0));
      await refusals.record(at(-24, 45));
      await refusals.record(at(-3, 10));
      await refusals.record(at(0, 5));
      await refusals.record(at(0, 6));

      // 24 hours back from 15:10 is 15:10 the day before: its hour, 15:00, counts whole.
      expect(await refusals.refusedSince(at(-24, 10))).toBe(5);
      expect(await refusals.refusedSince(at(-3))).toBe(3);
      expect(await refusals.refusedSince(at(1))).toBe(0);
    });

    it("counts a relay's refusals apart as well, over the same hours", async () => {
      const refusals = await create();
      await refusals.record(at(-30), true);
      await refusals.record(at(-2), true);
      await refusals.record(at(-1));
      await refusals.record(at(0, 5), true);

      expect(await refusals.refusedSince(at(-24))).toBe(3);
      expect(await refusals.refusedByRelaySince(at(-24))).toBe(2);
      expect(await refusals.refusedByRelaySince(at(1))).toBe(0);
    });

    it('counts every one of many refusals recorded at once', async () => {
      const refusals = await create();
      await Promise.all(Array.from({ length: 12 }, (_, n) => refusals.record(at(0, n))));
      expect(await refusals.refusedSince(at(0))).toBe(12);
    });
  });
}
