import { build } from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_BUILD_DIR } from './firebase-config.ts';
import { FUNCTIONS_NODE_MAJOR, SERVER_BUNDLE_TARGET } from './functions-runtime.ts';

/** What the bundle requires, left out of it and installed by Cloud Build. */
const BUNDLE_EXTERNALS = ['firebase-admin', 'firebase-functions', 'nodemailer'];

/**
 * What serves the bundle and parses each request before the function does: pinned to the version
 * src/server/bounded-request-bodies.ts was tested with, rather than whichever Cloud Build would
 * otherwise add.
 */
export const SERVING_FRAMEWORK = '@google-cloud/functions-framework';

/** Installed by Cloud Build from the generated package.json, at the versions the tests ran. */
const RUNTIME_DEPENDENCIES = [SERVING_FRAMEWORK, ...BUNDLE_EXTERNALS];

/**
 * Bundles the server's entry (src/server/functions.ts) with the modules it shares with the pages
 * into one CommonJS file, lib/index.js, and writes the package.json Cloud Functions installs.
 * The folder's .env.* and .secret.local files (the settings `firebase deploy` asked for, the
 * emulator's secrets) are kept: only lib/ and package.json are rewritten.
 */
export async function buildServer(outDir: string): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const rootPackage = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await rm(join(outDir, 'lib'), { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: [join(root, 'src/server/functions.ts')],
    outfile: join(outDir, 'lib/index.js'),
    bundle: true,
    platform: 'node',
    target: SERVER_BUNDLE_TARGET,
    format: 'cjs',
    external: BUNDLE_EXTERNALS,
    // React's production build for the intake's plain-form pages: without this the bundle carries
    // both and picks by the process's NODE_ENV, which the emulator leaves unset.
    define: { 'process.env.NODE_ENV': '"production"' },
    sourcemap: true,
    logLevel: 'warning',
  });
  const dependencies = Object.fromEntries(
    RUNTIME_DEPENDENCIES.map((name) => [name, rootPackage.dependencies[name]]),
  );
  const serverPackage = {
    name: 'primer-paso-server',
    private: true,
    description: 'Built by npm run build from src/server: edit the source there, not this folder.',
    main: 'lib/index.js',
    // What Cloud Functions runs it on when firebase.json names no runtime (it does: the same).
    engines: { node: String(FUNCTIONS_NODE_MAJOR) },
    dependencies,
  };
  await writeFile(join(outDir, 'package.json'), `${JSON.stringify(serverPackage, null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer(resolve(import.meta.dirname, '..', SERVER_BUILD_DIR));
}
