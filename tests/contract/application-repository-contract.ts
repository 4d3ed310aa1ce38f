import { describe, expect, it } from 'vitest';
import type { Application } from '../../src/applications/domain/stored-application';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { ApplicationRepository } from '../../src/submission/domain/application-repository';
import { storedApplication } from '../support/application-fixtures';

export interface RepositoryHarness {
  repository: ApplicationRepository;
  /** Reads a stored application with privileged access, bypassing the port (which has no read). */
  readStored(id: ApplicationId): Promise<Application | undefined>;
}

/**
 * What every ApplicationRepository adapter promises. Each adapter's test file calls this
 * with a factory that returns a fresh, empty store.
 */
export function describeApplicationRepositoryContract(
  adapterName: string,
  createHarness: () => Promise<RepositoryHarness>,
) {
  describe(`${adapterName} honours the ApplicationRepository contract`, () => {
    it('stores every field of a new application under its id', async () => {
      const { repository, readStored } = await createHarness();
      const application = storedApplication('SOL1234');

      expect(await repository.create(application)).toBe('created');

      const stored = await readStored('SOL1234');
      expect(stored).toMatchObject({ ...application, date: expect.any(Date) });
      expect(Object.keys(stored ?? {}).sort()).toEqual(Object.keys(application).sort());
    });

    it('never overwrites: a second create with the same id reports it taken and keeps the first', async () => {
      const { repository, readStored } = await createHarness();
      await repository.create(storedApplication('SOL1234', { first_name: 'Primera' }));

      expect(await repository.create(storedApplication('SOL1234', { first_name: 'Segunda' }))).toBe(
        'id-taken',
      );

      expect((await readStored('SOL1234'))?.first_name).toBe('Primera');
    });

    it('lets exactly one of several simultaneous creates of one id win', async () => {
      const { repository, readStored } = await createHarness();
      const names = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'];

      const results = await Promise.all(
        names.map((first_name) => repository.create(storedApplication('SOL4321', { first_name }))),
      );

      expect(results.filter((result) => result === 'created')).toHaveLength(1);
      const winner = names[results.indexOf('created')];
      expect((await readStored('SOL4321'))?.first_name).toBe(winner);
    });

    it('keeps applications with different ids apart', async () => {
      const { repository, readStored } = await createHarness();
      await repository.create(storedApplication('SOL1000', { first_name: 'Mil' }));
      await repository.create(storedApplication('SOL9999', { first_name: 'Nueve mil' }));

      expect((await readStored('SOL1000'))?.first_name).toBe('Mil');
      expect((await readStored('SOL9999'))?.first_name).toBe('Nueve mil');
      expect(await readStored('SOL5000')).toBeUndefined();
    });
  });
}
