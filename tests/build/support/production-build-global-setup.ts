import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../build/build-server';
import { buildSite } from '../../../build/build-site';
import { SERVER_BUILD_DIR } from '../../../build/firebase-config';
import { PRODUCTION_ENV } from '../../support/production-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder with firebase.json, dist/ and server-build/, as `npm run build` writes them. */
    productionBuild: string;
  }
}

/**
 * One production build (`npm run build` with PRODUCTION_ENV) for the whole build project: the
 * built site's tests and `npm run deploy:check`'s read it. Inside the repository, as server-build/
 * is, so the bundle's firebase-functions resolves from node_modules for firebase-tools' discovery.
 */
export default async function setup(project: TestProject) {
  const parent = resolve(import.meta.dirname, '../../../test-results');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'production-build-'));
  await buildSite(join(dir, 'dist'), PRODUCTION_ENV);
  await buildServer(join(dir, SERVER_BUILD_DIR));
  project.provide('productionBuild', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
