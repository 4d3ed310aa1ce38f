import { describe, expect, it } from 'vitest';

/**
 * Each module's query keys, from its one ui/NAME-queries.ts (lint refuses a key written anywhere
 * else). Every key starts with the module's own name, so two modules' keys never collide, a
 * module refreshing its queries never touches another's, and none hides under another module's
 * name (Privacidad's keys once sat under 'inbox', so that sign-out would remove them).
 */
const queryFiles = import.meta.glob<Record<string, unknown>>('../../src/*/ui/*-queries.ts', {
  eager: true,
});

type KeyFactory = Record<string, readonly unknown[] | ((...args: unknown[]) => readonly unknown[])>;

const moduleOf = (path: string) => /\/src\/([^/]+)\/ui\//.exec(path)?.[1];

/** The module's key factory: its one export named NAMEKeys. */
function keysOf(exports: Record<string, unknown>): KeyFactory {
  const factories = Object.entries(exports).filter(([name]) => name.endsWith('Keys'));
  expect(factories).toHaveLength(1);
  return factories[0]![1] as KeyFactory;
}

/** Every key the factory makes (a key taking arguments, made with none). */
const keysMadeBy = (factory: KeyFactory) =>
  Object.entries(factory).map(([name, key]) => ({
    name,
    key: typeof key === 'function' ? key() : key,
  }));

describe("the modules' query keys", () => {
  const files = Object.entries(queryFiles);

  it('come from one file in each module that reads through react-query', () => {
    expect(files.map(([path]) => moduleOf(path)).sort()).toEqual(
      [
        'access',
        'audit',
        'health',
        'inbox',
        'passkeys',
        'privacy',
        'reports',
        'talks',
        'team',
      ].sort(),
    );
  });

  it.each(files)('in %s all start with the module’s name', (path, exports) => {
    const module = moduleOf(path);
    const factory = keysOf(exports);
    expect(factory.all).toEqual([module]);
    for (const { name, key } of keysMadeBy(factory)) expect([name, key[0]]).toEqual([name, module]);
  });
});
