import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { buildSite } from '../build/build-site';
import { startFirestoreEmulator } from '../tests/emulator/support/firestore-emulator';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { EMULATORS_PROJECT_ID, startFirebaseEmulators } from '../tests/support/firebase-emulators';
import { freePort } from '../build/free-port';
import { serveStatic } from '../tests/support/static-server';
import { FirestoreWireTap } from './firestore-wire-tap';
import { printNameSearchReport } from './inbox-report';
import { InboxSeed } from './inbox-seed';
import { NAME_SEARCH_TEXTS } from './inbox-timing';
import { measureNameSearches } from './name-search';

/**
 * Only the bench's search by name (`npx tsx bench/run-name-search-bench.ts`): the staff page's
 * Firestore build served as files, Firestore and Auth on emulators, the bench's 9,000 applications
 * and their name keys, and what each search read. `npm run bench` measures the same in its inbox
 * part, among everything else.
 */
const OUT = 'bench-results/name-search';
const STORED = 9000;

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const authPort = await freePort();
    const emulator = await startFirestoreEmulator('firestore.rules');
    stops.unshift(() => emulator.stop());
    const tap = await FirestoreWireTap.start(emulator.host);
    stops.unshift(() => tap.close());
    const siteRoot = resolve(OUT, 'site');
    const siteDir = join(siteRoot, 'dist');
    console.log('Building the site (Firestore and Auth on emulators)…');
    await buildSite(siteDir, {
      VITE_STORAGE: 'firestore',
      VITE_FIREBASE_PROJECT_ID: EMULATORS_PROJECT_ID,
      VITE_FIRESTORE_EMULATOR_HOST: tap.host,
      VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    });
    const firebase = await startFirebaseEmulators(siteRoot, ['auth'], { auth: authPort });
    stops.unshift(() => firebase.stop());
    const site = await serveStatic(siteDir);
    stops.unshift(() => site.close());
    console.log(`Storing ${STORED} applications and their name keys…`);
    const seed = await InboxSeed.plant(
      EMULATORS_PROJECT_ID,
      emulator.host,
      firebase.authHost,
      STORED,
    );
    stops.unshift(() => seed.close());
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    stops.unshift(() => browser.close());
    const searches = await measureNameSearches(
      browser,
      site.url,
      seed.member,
      tap,
      NAME_SEARCH_TEXTS,
    );
    printNameSearchReport(STORED, searches);
  } finally {
    for (const stop of stops)
      await stop().catch((error: unknown) => console.error('Could not stop:', error));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
