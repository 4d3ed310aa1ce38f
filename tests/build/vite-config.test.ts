import { resolve } from 'node:path';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * `npm run dev` and `npm run build` start by loading vite.config.ts and everything it imports;
 * whatever Vite finds wrong in them it prints before anything else, where a newcomer reads it as
 * a problem of theirs. (An import without its extension, which Vite's coming native loader
 * cannot follow, was one.)
 */
describe('vite.config.ts', () => {
  it('loads without a warning', async () => {
    const warnings: string[] = [];
    const logger: Logger = {
      ...createLogger('warn'),
      warn: (message) => warnings.push(message),
      warnOnce: (message) => warnings.push(message),
    };
    const root = resolve(import.meta.dirname, '../..');
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      resolve(root, 'vite.config.ts'),
      root,
      'warn',
      logger,
    );
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });
});
