import { describe, expect, it } from 'vitest';
import type { AddressQuota, IntakeLedger } from '../../src/submission/domain/address-quota';

export interface IntakeLedgerHarness {
  ledger: IntakeLedger;
  /** What storage holds for a key, past the port: only the count and its window, never more. */
  stored(addressKey: string): Promise<Record<string, unknown> | undefined>;
}

const HOUR = 60 * 60_000;
const quota: AddressQuota = { perWindow: 3, windowMs: HOUR };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 9, 0) + minutes * 60_000);

/** What every IntakeLedger adapter promises; each test gets a fresh, empty store. */
export function describeIntakeLedgerContract(
  adapterName: string,
  createHarness: () => Promise<IntakeLedgerHarness>,
) {
  describe(`${adapterName} honours the IntakeLedger contract`, () => {
    it('admits an address up to its quota in a window, then refuses without counting', async () => {
      const { ledger } = await createHarness();
      const answers = [];
      for (let minute = 0; minute < 5; minute++)
        answers.push(await ledger.admit('k1', quota, at(minute)));
      expect(answers).toEqual(['admitted', 'admitted', 'admitted', 'over-limit', 'over-limit']);
    });

    it('starts a new window once the last one is over', async () => {
      const { ledger } = await createHarness();
      for (let minute = 0; minute < 3; minute++) await ledger.admit('k1', quota, at(minute));
      expect(await ledger.admit('k1', quota, at(59))).toBe('over-limit');
      expect(await ledger.admit('k1', quota, at(60))).toBe('admitted');
      expect(await ledger.admit('k1', quota, at(61))).toBe('admitted');
    });

    it('keeps each address apart', async () => {
      const { ledger } = await createHarness();
      for (let minute = 0; minute < 3; minute++) await ledger.admit('k1', quota, at(minute));
      expect(await ledger.admit('k2', quota, at(3))).toBe('admitted');
    });

    it('never admits more than the quota to concurrent submits from one address', async () => {
      const { ledger } = await createHarness();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => ledger.admit('k1', quota, at(0))),
      );
      expect(answers.filter((answer) => answer === 'admitted')).toHaveLength(quota.perWindow);
    });

    it("tallies a shared key within its quota, then over it, in the clock's window", async () => {
      const { ledger } = await createHarness();
      const answers = [];
      for (let minute = 0; minute < 5; minute++)
        answers.push(await ledger.tally('compartida', quota, at(minute)));
      expect(answers).toEqual(['within', 'within', 'within', 'over-limit', 'over-limit']);
      // The next clock hour is a new window, whenever its first request comes.
      expect(await ledger.tally('compartida', quota, at(60))).toBe('within');
      expect(await ledger.tally('otra', quota, at(5))).toBe('within');
    });

    it('loses no count of a burst of concurrent tallies', async () => {
      const { ledger } = await createHarness();
      const burst = { perWindow: 20, windowMs: HOUR };
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => ledger.tally('compartida', burst, at(0))),
      );
      expect(answers.filter((answer) => answer === 'within').length).toBeLessThanOrEqual(20);
      // Whatever each saw, all 30 were counted: the next one is over the limit.
      expect(await ledger.tally('compartida', { ...burst, perWindow: 30 }, at(1))).toBe(
        'over-limit',
      );
    });

    it('keeps the count, when its window started and when it may be forgotten, nothing else', async () => {
      const { ledger, stored } = await createHarness();
      await ledger.admit('k1', quota, at(0));
      await ledger.admit('k1', quota, at(10));
      const window = await stored('k1');
      expect(window).toEqual({ count: 2, startedAt: at(0), expireAt: at(60) });
    });
  });
}
