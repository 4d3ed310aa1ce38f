import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minVersion } from 'semver';

/**
 * The Node.js major version Cloud Functions runs the server on. firebase-tools refuses to deploy
 * a runtime past its decommission date (nodejs20: 2026-10-30), so this moves forward with
 * Google's schedule; `npm run deploy:check` reads the dates from firebase-tools' own table.
 */
export const FUNCTIONS_NODE_MAJOR = 22;

/** firebase.json's `functions[].runtime` (build/firebase-config.ts). */
export const FUNCTIONS_RUNTIME = `nodejs${FUNCTIONS_NODE_MAJOR}`;

/**
 * The oldest Node.js the root package.json's engines accept: the emulators run the same bundle
 * on the maintainer's Node (20 on the project's machines), production on FUNCTIONS_NODE_MAJOR.
 */
function oldestLocalNodeMajor(): number {
  const rootPackage = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '..', 'package.json'), 'utf8'),
  ) as { engines: { node: string } };
  const oldest = minVersion(rootPackage.engines.node);
  if (!oldest) throw new Error(`package.json engines.node is not a version range.`);
  return oldest.major;
}

/**
 * esbuild's target for the server's bundle: the older of the two Nodes that run it, so the
 * bundle never uses syntax the local emulators' Node lacks.
 */
export const SERVER_BUNDLE_TARGET = `node${Math.min(oldestLocalNodeMajor(), FUNCTIONS_NODE_MAJOR)}`;
