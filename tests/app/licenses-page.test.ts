import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderLicenses } from '../../build/licenses-plugin';

describe("the footer's Licencias page", () => {
  it('lists every runtime dependency with its version, licence and licence text', () => {
    const text = renderLicenses(process.cwd());
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };

    for (const name of Object.keys(dependencies))
      expect(text).toMatch(new RegExp(`^${name} \\d+\\.\\d+\\.\\d+ \\(`, 'm'));
    expect(text).toMatch(/^react \d+\.\d+\.\d+ \(MIT\)$/m);
    expect(text).toContain('Permission is hereby granted, free of charge');
  });
});
