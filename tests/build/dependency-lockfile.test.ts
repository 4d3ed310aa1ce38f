import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { subset } from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const installed = Object.entries(lock.packages).filter(([path]) => path !== '');

/**
 * Where Node would find `name` from the package at `path`: its own node_modules, then each
 * parent's.
 */
function resolveLocked(path: string, name: string): string | undefined {
  for (let dir = path; ; dir = posix.dirname(posix.dirname(dir))) {
    const candidate =
      dir === '.' || dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (dir === '.' || dir === '') return undefined;
  }
}

describe('package-lock.json', () => {
  it("locks every dependency of every package, the other platforms' optional binaries included (what npm ci checks)", () => {
    const missing = installed.flatMap(([path, locked]) =>
      Object.keys({ ...locked.dependencies, ...locked.optionalDependencies })
        .filter((name) => resolveLocked(path, name) === undefined)
        .map((name) => `${path} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it(`declares Node ${manifest.engines.node}, a range that every locked package supports`, () => {
    const narrower = installed
      .map(([path, locked]) => ({
        path,
        node: Array.isArray(locked.engines) ? undefined : locked.engines?.node,
      }))
      .filter(({ node }) => node !== undefined && !subset(manifest.engines.node, node as string))
      .map(({ path, node }) => `${path} needs node ${node}`);
    expect(narrower).toEqual([]);
  });
});
