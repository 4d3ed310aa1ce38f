import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../../src/app/app-config';

describe('build-time configuration', () => {
  it('runs in demo mode (memory) with no configuration', () => {
    expect(readAppConfig({})).toEqual({ storage: 'memory' });
    expect(readAppConfig({ VITE_STORAGE: '' })).toEqual({ storage: 'memory' });
    expect(readAppConfig({ VITE_STORAGE: 'memory' })).toEqual({ storage: 'memory' });
  });

  it('refuses a storage it does not know, naming the accepted values', () => {
    expect(() => readAppConfig({ VITE_STORAGE: 'postgres' })).toThrow(/VITE_STORAGE=postgres.*"memory"/);
  });
});
