import { describe, expect, it } from 'vitest';
import {
  TooManyFormUseDaysError,
  type FormUseCounts,
} from '../../src/form-use/domain/form-use-counts';

/** What every FormUseCounts adapter promises; `createCounts` gives counts of nothing yet. */
export function describeFormUseCountsContract(
  adapterName: string,
  createCounts: () => Promise<FormUseCounts>,
) {
  describe(`${adapterName} honours the FormUseCounts contract`, () => {
    it('has zeros for days nothing was counted', async () => {
      const counts = await createCounts();
      expect(await counts.totals('2026-11-01', '2026-11-30')).toEqual({ started: 0, sent: 0 });
    });

    it('counts each event on its day, and adds up the days asked for, both ends included', async () => {
      const counts = await createCounts();
      await counts.count('empezado', '2026-10-31');
      await counts.count('empezado', '2026-11-01');
      await counts.count('empezado', '2026-11-01');
      await counts.count('enviado', '2026-11-01');
      await counts.count('empezado', '2026-11-30');
      await counts.count('enviado', '2026-11-30');
      await counts.count('enviado', '2026-12-01');

      expect(await counts.totals('2026-11-01', '2026-11-30')).toEqual({ started: 3, sent: 2 });
      expect(await counts.totals('2026-11-01', '2026-11-01')).toEqual({ started: 2, sent: 1 });
      expect(await counts.totals('2026-10-31', '2026-10-31')).toEqual({ started: 1, sent: 0 });
      expect(await counts.totals('2026-12-01', '2026-12-31')).toEqual({ started: 0, sent: 1 });
    });

    it('tells the first day it counted anything, and nothing before any count', async () => {
      const counts = await createCounts();
      expect(await counts.firstCountedDay()).toBeUndefined();

      await counts.count('enviado', '2026-11-20');
      await counts.count('empezado', '2026-11-03');
      await counts.count('empezado', '2026-12-01');

      expect(await counts.firstCountedDay()).toBe('2026-11-03');
    });

    it('loses no count when many arrive at once on the same day', async () => {
      const counts = await createCounts();
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          counts.count(index % 4 === 0 ? 'enviado' : 'empezado', '2026-11-15'),
        ),
      );
      expect(await counts.totals('2026-11-01', '2026-11-30')).toEqual({ started: 15, sent: 5 });
    });

    it('refuses to add up more than a month of days', async () => {
      const counts = await createCounts();
      await expect(counts.totals('2026-11-01', '2026-12-31')).rejects.toBeInstanceOf(
        TooManyFormUseDaysError,
      );
    });
  });
}
