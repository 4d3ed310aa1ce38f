// @vitest-environment node
// Vitest's own file selection runs in Node, as `npx vitest` runs it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createVitest, parseCLI } from 'vitest/node';

/**
 * `npm run test:fast` is the loop to run while working: it must stay under two minutes on a
 * 2-core machine, so none of its files may start Google's Firestore jar, firebase-tools'
 * emulators, a production build or Chromium. Those start in global set-ups (the emulator and build
 * projects), in child processes (the jar, the emulators, Chromium) or through build/build-site.ts
 * and build/build-server.ts; a file that reached any of them would make the loop slow, or fail it
 * on a machine without Java. The files are the ones Vitest selects with the script's own
 * arguments, so a new folder or project cannot slip past the check.
 */
const ROOT = resolve(import.meta.dirname, '../..');

/** What starts a process, a build or a browser, or runs the Firebase emulators. */
const HEAVY_PACKAGES = [
  'node:child_process',
  'child_process',
  'esbuild',
  'firebase-tools',
  '@firebase/rules-unit-testing',
  '@playwright/test',
  'playwright-core',
  '@axe-core/playwright',
  'lighthouse',
];
/** The production builds, and the folders whose tests run on the jar, a build or a browser. */
const HEAVY_PATHS = [
  'build/build-site.ts',
  'build/build-server.ts',
  'tests/emulator/',
  'tests/build/',
  'tests/e2e/',
];

function testFastVitestArguments(): string {
  const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const command = packageJson.scripts['test:fast']
    ?.split('&&')
    .map((part) => part.trim())
    .find((part) => part.startsWith('vitest '));
  if (command === undefined) throw new Error('test:fast runs no `vitest` command');
  return command;
}

interface FastSelection {
  projects: { name: string; globalSetup: string[] }[];
  /** The test files, then each project's setup files: all of them run in the loop. */
  files: string[];
  /** The test files of projects that share one module graph among a worker's files. */
  sharingModules: string[];
}

async function fastSelection(): Promise<FastSelection> {
  const { options } = parseCLI(testFastVitestArguments());
  const vitest = await createVitest('test', { ...options, watch: false, root: ROOT });
  try {
    const specifications = await vitest.globTestSpecifications();
    return {
      projects: vitest.projects.map((project) => ({
        name: project.name,
        globalSetup: [project.config.globalSetup].flat(),
      })),
      files: [
        ...specifications.map((specification) => specification.moduleId),
        ...vitest.projects.flatMap((project) => project.config.setupFiles),
      ],
      sharingModules: specifications
        .filter((specification) => !specification.project.config.isolate)
        .map((specification) => specification.moduleId),
    };
  } finally {
    await vitest.close();
  }
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidate = [base, `${base}.ts`, `${base}.tsx`].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  if (candidate === undefined) throw new Error(`${specifier}, imported by ${from}, is not there`);
  return candidate;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Each heavy thing a file reaches through its imports (type-only ones too: a file that names a
 * child process's type is one step from starting one), with the chain that reaches it.
 */
function heavyImports(entries: string[]): string[] {
  const found: string[] = [];
  const chainTo = new Map<string, string[]>(entries.map((entry) => [entry, [entry]]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const chain = (chainTo.get(file) ?? [file]).map((path) => relative(ROOT, path));
    const heavyPath = HEAVY_PATHS.find((path) => relative(ROOT, file).startsWith(path));
    if (heavyPath !== undefined) {
      found.push(chain.join(' → '));
      continue;
    }
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) {
        if (HEAVY_PACKAGES.includes(packageName(specifier)))
          found.push([...chain, specifier].join(' → '));
        continue;
      }
      const imported = resolveRelative(file, specifier);
      if (chainTo.has(imported)) continue;
      chainTo.set(imported, [...(chainTo.get(file) ?? [file]), imported]);
      queue.push(imported);
    }
  }
  return found;
}

/** vi.mock and vi.doMock replace a module for the file that calls them. */
function replacesAModule(source: string): boolean {
  return /\bvi\s*\.\s*(?:mock|doMock)\s*[(<]/.test(source);
}

describe('npm run test:fast', () => {
  // One selection for both checks: Vitest takes seconds to resolve its projects.
  let selection: Promise<FastSelection> | undefined;
  const selected = () => (selection ??= fastSelection());

  it('runs projects with no global set-up, where the jar and the production build start', async () => {
    const { projects, files } = await selected();
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.filter(({ globalSetup }) => globalSetup.length > 0)).toEqual([]);
    // The unit tests, the in-memory contracts and the pages are what the loop is for.
    const folders = new Set(files.map((file) => relative(ROOT, file).split('/')[1]));
    expect([...folders]).toEqual(expect.arrayContaining(['unit', 'contract', 'ui', 'app']));
  }, 60_000);

  it('runs no file that reaches an emulator, a build or a browser', async () => {
    const { files } = await selected();
    expect(heavyImports(files)).toEqual([]);
  }, 60_000);

  it('replaces no module in a file that shares its module graph with other files', async () => {
    // A module another file already loaded stays the real one, so vi.mock would work or not
    // depending on the order the files ran in: such a file belongs in an isolated project.
    const { sharingModules } = await selected();
    expect(sharingModules.length).toBeGreaterThan(0);
    expect(sharingModules.filter((file) => replacesAModule(readFileSync(file, 'utf8')))).toEqual(
      [],
    );
    // Written in two parts, or this file would be one that replaces a module.
    expect(
      replacesAModule(['vi', "mock('../../src/submission/ui/application-fields')"].join('.')),
    ).toBe(true);
    expect(replacesAModule('vi.fn(); vi.spyOn(console, "error");')).toBe(false);
  }, 60_000);

  it('would see a file that reaches one, through its imports', () => {
    expect(heavyImports([join(ROOT, 'tests/support/firebase-emulators.ts')])).toEqual([
      'tests/support/firebase-emulators.ts → node:child_process',
      'tests/support/firebase-emulators.ts → tests/support/emulator-process.ts → node:child_process',
    ]);
    expect(heavyImports([join(ROOT, 'tests/emulator/admin-outbox.test.ts')])).toEqual([
      'tests/emulator/admin-outbox.test.ts',
    ]);
    expect(heavyImports([join(ROOT, 'tests/unit/network-tripwire.test.ts')])).toEqual([]);
  });
});
