import { describe, expect, it } from 'vitest';
import type { ApplicationRepository } from '../../../src/submission/domain/application-repository';
import { InMemoryApplicationRepository } from '../../../src/submission/adapters/in-memory-application-repository';
import { LazyApplicationRepository } from '../../../src/submission/adapters/lazy-application-repository';
import { storedApplication } from '../../support/application-fixtures';

function countingLoader(results: (() => Promise<ApplicationRepository>)[]) {
  const loader = {
    calls: 0,
    load: () => (results[loader.calls++] ?? results[results.length - 1]!)(),
  };
  return loader;
}

describe('LazyApplicationRepository', () => {
  it('loads nothing until it is prepared or used', () => {
    const loader = countingLoader([async () => new InMemoryApplicationRepository()]);
    new LazyApplicationRepository(loader.load);
    expect(loader.calls).toBe(0);
  });

  it('loads once, on prepare, and then serves every call from that load', async () => {
    const loader = countingLoader([async () => new InMemoryApplicationRepository()]);
    const lazy = new LazyApplicationRepository(loader.load);

    lazy.prepare();
    lazy.prepare();
    expect(await lazy.create(storedApplication('SOL1234'))).toBe('created');
    expect(await lazy.create(storedApplication('SOL1234'))).toBe('id-taken');

    expect(loader.calls).toBe(1);
  });

  it('reports a failed load to the save that needs it, and loads again next time', async () => {
    const loader = countingLoader([
      async () => {
        throw new Error('chunk failed to load');
      },
      async () => new InMemoryApplicationRepository(),
    ]);
    const lazy = new LazyApplicationRepository(loader.load);

    lazy.prepare(); // swallowed: nobody is waiting yet
    await expect(lazy.create(storedApplication('SOL1234'))).rejects.toThrow('chunk failed to load');
    expect(await lazy.create(storedApplication('SOL1234'))).toBe('created');
    expect(loader.calls).toBe(2);
  });
});
