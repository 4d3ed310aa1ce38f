import { describe, expect, it } from 'vitest';
import {
  applicationIdFromNumber,
  type ApplicationId,
} from '../../src/applications/domain/application-id';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import type { RecentArrivals } from '../../src/applications/domain/recent-arrivals';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';

export interface RecentArrivalsHarness {
  arrivals: RecentArrivals;
  /** Stores these applications exactly as given, bypassing the port (set-up). */
  seed(records: readonly ApplicationRecord[]): Promise<void>;
  /** Erases a stored application as an admin's erasure leaves it (set-up, not the port). */
  erase(id: ApplicationId): Promise<void>;
}

const HOUR = 60 * 60_000;
/** The digest's run, and the start of its window a day before. */
export const NOW = dayOf2025(100);
export const FROM = new Date(NOW.getTime() - 24 * HOUR);
export const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

/**
 * What every RecentArrivals adapter promises the daily digest. Each adapter's test file calls this
 * with a factory that returns a fresh, empty store.
 */
export function describeRecentArrivalsContract(
  adapterName: string,
  createHarness: () => Promise<RecentArrivalsHarness>,
) {
  describe(`${adapterName} honours the RecentArrivals contract`, () => {
    it('gives nothing when nothing arrived since the moment asked', async () => {
      const { arrivals, seed } = await createHarness();
      expect(await arrivals.since(FROM, 10)).toEqual([]);

      await seed([applicationRecord('SOL1001', hoursBefore(25))]);
      expect(await arrivals.since(FROM, 10)).toEqual([]);
    });

    it('gives the applications from that moment on, the moment itself included, newest first, whatever their stage', async () => {
      const { arrivals, seed } = await createHarness();
      await seed([
        applicationRecord('SOL1001', hoursBefore(30)),
        applicationRecord('SOL1002', hoursBefore(2)),
        applicationRecord('SOL1003', hoursBefore(23), { stage: 'cerrada' }),
        applicationRecord('SOL1004', FROM),
        applicationRecord('SOL1005', new Date(FROM.getTime() - 1)),
        applicationRecord('SOL1006', hoursBefore(12), { stage: 'asociada' }),
      ]);

      const found = await arrivals.since(FROM, 10);

      expect(found).toEqual([
        { id: 'SOL1002', date: hoursBefore(2) },
        { id: 'SOL1006', date: hoursBefore(12) },
        { id: 'SOL1003', date: hoursBefore(23) },
        { id: 'SOL1004', date: FROM },
      ]);
    });

    it('gives each by its number and date only: nothing of the applicant, not even a name', async () => {
      const { arrivals, seed } = await createHarness();
      await seed([
        applicationRecord('SOL1002', hoursBefore(2), {
          first_name: 'Rosalinda',
          last_name: 'Quintanilla Mejía',
        }),
      ]);

      const found = await arrivals.since(FROM, 10);

      expect(found).toHaveLength(1);
      for (const arrival of found) expect(Object.keys(arrival).sort()).toEqual(['date', 'id']);
      const read = JSON.stringify(found);
      for (const name of ['Rosalinda', 'Quintanilla']) expect(read).not.toContain(name);
    });

    it('gives no more than its limit: the newest ones, the oldest left out', async () => {
      const { arrivals, seed } = await createHarness();
      // Numbered down as they get older, and seeded oldest first: the order is the date's.
      const thirty = Array.from({ length: 30 }, (_, index) =>
        applicationRecord(applicationIdFromNumber(2000 + index), hoursBefore(index / 2)),
      );
      await seed([...thirty].reverse());

      const found = await arrivals.since(FROM, 11);

      expect(found.map(({ id }) => id)).toEqual(
        Array.from({ length: 11 }, (_, index) => applicationIdFromNumber(2000 + index)),
      );
    });

    it('leaves out erased applications, within the limit', async () => {
      const { arrivals, seed, erase } = await createHarness();
      await seed([
        applicationRecord('SOL1001', hoursBefore(3)),
        applicationRecord('SOL1002', hoursBefore(2)),
        applicationRecord('SOL1003', hoursBefore(1)),
      ]);
      await erase('SOL1003');

      expect((await arrivals.since(FROM, 10)).map(({ id }) => id)).toEqual(['SOL1002', 'SOL1001']);
      expect((await arrivals.since(FROM, 1)).map(({ id }) => id)).toEqual(['SOL1002']);
    });
  });
}
