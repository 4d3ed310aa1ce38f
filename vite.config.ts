import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { hostingConfigPlugin } from './build/hosting-config-plugin.ts';
import { licensesPlugin } from './build/licenses-plugin.ts';
import { prerenderPlugin } from './build/prerender-plugin.ts';
import { staffPagePlugin } from './build/staff-page-plugin.ts';
import { staffRoutesPlugin } from './build/staff-routes-plugin.ts';
import { readAppConfig } from './src/pages/shared/app-config.ts';
import { cooperative } from './src/shared/content/cooperative.ts';

/**
 * Vitest's default is one worker fewer than the cores: one, on the 2-core machine `npm run
 * test:fast` is measured on, where two finish the fast projects in about half the time.
 */
const FAST_WORKERS = 2;
/**
 * Vitest runs projects with different worker counts only in different groups, one group after
 * the other: the fast projects (two workers) first, then the build and the jar (Vitest's default).
 */
const FAST_GROUP = 0;
const SLOW_GROUP = 1;
/** What the projects of `npm run test:fast` share: two workers, one group. */
const FAST_PROJECT = { maxWorkers: FAST_WORKERS, sequence: { groupOrder: FAST_GROUP } };

/** The pages' tests that replace a module with vi.mock, which only an isolated file can do. */
const MODULE_REPLACING_UI_TESTS = [
  'tests/ui/render-failure.test.tsx',
  'tests/ui/staff/staff-render-failure.test.tsx',
  'tests/ui/receipt-chunk-failure.test.tsx',
];

export default defineConfig(({ mode }) => {
  // A missing or contradictory configuration fails `npm run build` and `npm run dev` with a clear
  // message.
  const appConfig = readAppConfig(loadEnv(mode, process.cwd(), 'VITE_'));

  return {
    // This build is the public page; the staff page (/personal/) is a build of its own that follows
    // it. The hosting config comes last: it hashes both pages as they are finally written.
    plugins: [
      react(),
      licensesPlugin(cooperative.name),
      prerenderPlugin(),
      staffPagePlugin(),
      staffRoutesPlugin(),
      hostingConfigPlugin(appConfig),
    ],
    build: {
      target: 'es2022',
      // The polyfill only fetches early what a <link rel="modulepreload"> names, where a browser
      // cannot: a browser without it still loads every chunk when imported. It cost the entry
      // about half a kilobyte (gzip) of the first load's budget (tests/build/built-site.test.ts).
      modulePreload: { polyfill: false },
      // One stylesheet for the public page, which the build inlines (build/prerender-plugin.ts) and
      // removes. Split per chunk, the receipt's chunk, loaded after the paint, named that removed
      // file in its list of what to load with it, and Vite's loader fails the whole import when a
      // stylesheet it adds cannot be fetched: the form could never show its receipt.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // React and React DOM in one chunk: apart, the first load paid for a chunk of its own
            // and for the helpers they share (issue 39).
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            ],
          },
        },
      },
    },
    test: {
      restoreMocks: true,
      // `npm run test:fast` runs the unit, ui and server projects: nothing in them may start the jar,
      // firebase-tools' emulators, a build or a browser (tests/unit/test-fast-selection.test.ts).
      projects: [
        {
          extends: true,
          // Rules, use cases and the in-memory adapters' contracts, in Node: a page's document
          // (jsdom) costs each file a second or two to build, and nothing here renders one.
          test: {
            name: 'unit',
            environment: 'node',
            setupFiles: ['tests/setup/network-tripwire-setup.ts'],
            include: ['tests/{unit,contract}/**/*.test.{ts,tsx}'],
            // One module graph a worker, not one a file: re-importing it cost these files three
            // quarters of their time. They share no module state (every file passes in any order,
            // shuffled or isolated), and none replaces a module (tests/unit/test-fast-selection.test.ts).
            isolate: false,
            ...FAST_PROJECT,
            // A limit for a hang, not a wait: a busy machine can take a few seconds over a use case.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          // The pages, rendered in jsdom and driven as a person would.
          test: {
            name: 'ui',
            environment: 'jsdom',
            setupFiles: ['tests/setup/network-tripwire-setup.ts', 'tests/setup/dom-setup.ts'],
            include: ['tests/{ui,app}/**/*.test.{ts,tsx}'],
            exclude: MODULE_REPLACING_UI_TESTS,
            // One document and one module graph a worker, as in `unit`.
            isolate: false,
            ...FAST_PROJECT,
            // A test's time limit catches a hang, it is not what a test waits for: typing a whole
            // form as a person would takes seconds, over Vitest's default 5 s with both cores busy.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          // The pages' tests that replace one of the page's modules (vi.mock): each file gets its
          // own module graph, or a module another file had already loaded would stay the real one.
          test: {
            name: 'ui-module-mocks',
            environment: 'jsdom',
            setupFiles: ['tests/setup/network-tripwire-setup.ts', 'tests/setup/dom-setup.ts'],
            include: MODULE_REPLACING_UI_TESTS,
            ...FAST_PROJECT,
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          // What runs on the server, with real parts on loopback (an SMTP server), in Node.
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            ...FAST_PROJECT,
          },
        },
        {
          extends: true,
          // Production builds of the site, run as `npm run build` runs them: no jsdom, no test
          // React.
          test: {
            name: 'build',
            environment: 'node',
            include: ['tests/build/**/*.test.ts'],
            globalSetup: ['tests/build/support/production-build-global-setup.ts'],
            sequence: { groupOrder: SLOW_GROUP },
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'emulator',
            environment: 'node',
            include: ['tests/emulator/**/*.test.{ts,tsx}'],
            globalSetup: ['tests/emulator/support/firestore-emulator-global-setup.ts'],
            sequence: { groupOrder: SLOW_GROUP },
            // The Admin SDK would otherwise probe Google's metadata server (a link-local address
            // off this machine) to learn whether it runs in Google's cloud: it never does here.
            env: { METADATA_SERVER_DETECTION: 'none' },
            // A hang's limit, above the staff adapters' limit on the jar (JAR_CALL_LIMIT_MS), so
            // a call that hangs fails with the adapter's own error.
            testTimeout: 90_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
