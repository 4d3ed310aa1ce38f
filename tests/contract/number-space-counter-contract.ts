import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import type { ErasureRecord } from '../../src/applications/domain/erasure-record';
import type { NumberSpaceCounter } from '../../src/applications/domain/number-space-counter';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { ApplicationRepository } from '../../src/submission/domain/application-repository';
import { storedApplication } from '../support/application-fixtures';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';

/** What a test needs from a NumberSpaceCounter adapter; `createHarness` gives an empty store. */
export interface NumberSpaceCounterHarness {
  counter: NumberSpaceCounter;
  /** Stores these applications exactly as given, bypassing the ports. */
  seed(records: readonly ApplicationRecord[]): Promise<void>;
  /** Stores what erasures left, exactly as given. */
  seedErasures(records: readonly ErasureRecord[]): Promise<void>;
  /** A history entry under this number (notes are not numbers). */
  leaveHistoryEntry(id: ApplicationId): Promise<void>;
  /** The public page's port on the same storage. */
  publicRepository: ApplicationRepository;
}

const erased = (id: ApplicationId, day: number): ErasureRecord => ({
  id,
  erasedAt: dayOf2025(day),
  erasedBy: { uid: 'admin-1', email: 'admin@cooperativa.example' },
  reason: 'plazo-vencido',
});

/** What every NumberSpaceCounter adapter promises the daily measurement. */
export function describeNumberSpaceCounterContract(
  adapterName: string,
  createHarness: () => Promise<NumberSpaceCounterHarness>,
) {
  describe(`${adapterName} honours the NumberSpaceCounter contract`, () => {
    it('counts nothing in an empty store', async () => {
      const { counter } = await createHarness();
      expect(await counter.countNumbers()).toEqual({ taken: 0, quarantined: 0 });
    });

    it('counts every application as taken, whatever its stage or age, and every erasure record as quarantined; a history counts for nothing', async () => {
      const { counter, seed, seedErasures, leaveHistoryEntry } = await createHarness();
      await seed([
        applicationRecord('SOL1000', dayOf2025(1)),
        applicationRecord('SOL1001', dayOf2025(2), { stage: 'en-tramite' }),
        applicationRecord('SOL1002', dayOf2025(3), { stage: 'asociada' }),
        applicationRecord('SOL1003', dayOf2025(400), { stage: 'cerrada' }),
      ]);
      await seedErasures([erased('SOL2000', 1), erased('SOL2001', 300), erased('SOL2002', 700)]);
      await leaveHistoryEntry('SOL1000');
      await leaveHistoryEntry('SOL2000');

      expect(await counter.countNumbers()).toEqual({ taken: 4, quarantined: 3 });
    });

    it('counts an application the moment the public page stored it', async () => {
      const { counter, publicRepository } = await createHarness();
      await publicRepository.create(storedApplication('SOL4321'));
      expect(await counter.countNumbers()).toEqual({ taken: 1, quarantined: 0 });
    });
  });
}
