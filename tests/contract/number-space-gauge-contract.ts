import { describe, expect, it } from 'vitest';
import type { NumberSpaceReadings } from '../../src/privacy/domain/number-space-gauge';
import type { NumberSpaceReading } from '../../src/submission/domain/number-space';

/**
 * What a test needs from a NumberSpaceGauge adapter: the side that reads (the admins' screen), and
 * how the server records (the adapter's own record(), or the server's where the reader cannot
 * write). `createHarness` gives an empty store.
 */
export interface NumberSpaceGaugeHarness {
  readings: NumberSpaceReadings;
  record(reading: NumberSpaceReading): Promise<void>;
}

const reading = (taken: number, quarantined: number, iso: string): NumberSpaceReading => ({
  taken,
  quarantined,
  free: 9_000 - taken - quarantined,
  measuredAt: new Date(iso),
});

/** What every NumberSpaceGauge adapter promises: the last reading, as recorded. */
export function describeNumberSpaceGaugeContract(
  adapterName: string,
  createHarness: () => Promise<NumberSpaceGaugeHarness>,
) {
  describe(`${adapterName} honours the NumberSpaceGauge contract`, () => {
    it('has no reading before the first measurement', async () => {
      const { readings } = await createHarness();
      expect(await readings.latest()).toBeUndefined();
    });

    it('gives the last reading recorded, to the millisecond, each one replacing the one before', async () => {
      const { readings, record } = await createHarness();
      await record(reading(7_000, 300, '2026-11-22T11:00:00.123Z'));
      expect(await readings.latest()).toEqual(reading(7_000, 300, '2026-11-22T11:00:00.123Z'));

      await record(reading(7_010, 0, '2026-11-23T11:00:00.456Z'));
      expect(await readings.latest()).toEqual(reading(7_010, 0, '2026-11-23T11:00:00.456Z'));
    });
  });
}
