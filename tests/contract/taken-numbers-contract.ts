import { describe, expect, it } from 'vitest';
import {
  applicationIdFromNumber,
  type ApplicationId,
} from '../../src/applications/domain/application-id';
import type { ApplicationRepository } from '../../src/submission/domain/application-repository';
import type { TakenNumbers } from '../../src/applications/domain/taken-numbers';
import { storedApplication } from '../support/application-fixtures';

export interface TakenNumbersHarness {
  takenNumbers: TakenNumbers;
  /** The repository that stores applications in the same store. */
  repository: ApplicationRepository;
  /** Occupies these ids in the store, as quickly as the store allows (set-up, not the port). */
  hold(ids: readonly ApplicationId[]): Promise<void>;
}

const ids = (...numbers: number[]) => numbers.map(applicationIdFromNumber);

/**
 * What every TakenNumbers adapter promises. Each adapter's test file calls this with a factory
 * that returns a fresh, empty store.
 */
export function describeTakenNumbersContract(
  adapterName: string,
  createHarness: () => Promise<TakenNumbersHarness>,
) {
  describe(`${adapterName} honours the TakenNumbers contract`, () => {
    it('gives nothing for an empty store', async () => {
      const { takenNumbers } = await createHarness();
      expect(await takenNumbers.takenFrom('SOL1000', 100)).toEqual([]);
    });

    it('gives the held ids from the one asked for, itself included, in ascending order, at most the limit', async () => {
      const { takenNumbers, hold } = await createHarness();
      await hold(ids(5000, 1000, 1200, 9999, 1201, 1500));

      expect(await takenNumbers.takenFrom('SOL1200', 3)).toEqual(ids(1200, 1201, 1500));
      expect(await takenNumbers.takenFrom('SOL1199', 100)).toEqual(
        ids(1200, 1201, 1500, 5000, 9999),
      );
      expect(await takenNumbers.takenFrom('SOL1000', 1)).toEqual(ids(1000));
      expect(await takenNumbers.takenFrom('SOL9999', 100)).toEqual(ids(9999));
      expect(await takenNumbers.takenFrom('SOL5001', 2)).toEqual(ids(9999));
    });

    it('gives a full page of exactly the limit when more are held', async () => {
      const { takenNumbers, hold } = await createHarness();
      const held = Array.from({ length: 250 }, (_, i) => applicationIdFromNumber(3000 + 2 * i));
      await hold(held);

      expect(await takenNumbers.takenFrom('SOL3001', 100)).toEqual(held.slice(1, 101));
    });

    it('counts an application the moment the repository stored it', async () => {
      const { takenNumbers, repository } = await createHarness();
      await repository.create(storedApplication('SOL4321'));

      expect(await takenNumbers.takenFrom('SOL4000', 100)).toEqual(ids(4321));
    });
  });
}
