import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../build/build-site';
import { startFirestoreEmulator } from '../tests/emulator/support/firestore-emulator';
import { serveStatic } from '../tests/support/static-server';
import { TcpSwitch } from '../tests/support/tcp-switch';
import { chunkSizes, writeStaticCopy } from './bundle-sizes';
import { runLighthouse, type LighthouseFigures } from './lighthouse-run';
import { printReport } from './report';
import { measureSubmits } from './submit-timing';

const LIGHTHOUSE_RUNS = 5;
const SUBMIT_RUNS = 7;
/** A phone on a mobile network to a Google region: about 150 ms round trip. */
const MOBILE_ONE_WAY_DELAY_MS = 75;
const OUT = 'bench-results';

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  const emulator = await startFirestoreEmulator('firestore.rules');
  const tcpSwitch = await TcpSwitch.start(emulator.host);
  const siteDir = join(OUT, 'site');
  const staticDir = join(OUT, 'static-copy');
  try {
    console.log('Building the site (Firestore on the emulator)…');
    await buildSite(siteDir, { VITE_STORAGE: 'firestore', VITE_FIREBASE_PROJECT_ID: 'demo-primer-paso', VITE_FIRESTORE_EMULATOR_HOST: tcpSwitch.host });
    writeStaticCopy(siteDir, staticDir);
    const [site, copy] = await Promise.all([serveStatic(siteDir), serveStatic(staticDir)]);
    try {
      const lighthouse = { page: [] as LighthouseFigures[], staticCopy: [] as LighthouseFigures[] };
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
        console.log(`Lighthouse run ${run} of ${LIGHTHOUSE_RUNS} (page, then static copy)…`);
        lighthouse.page.push(await runLighthouse(`${site.url}/`));
        lighthouse.staticCopy.push(await runLighthouse(`${copy.url}/`));
      }
      console.log('Timing submits against the emulator…');
      const loopback = await measureSubmits(`${site.url}/`, SUBMIT_RUNS);
      tcpSwitch.setOneWayDelay(MOBILE_ONE_WAY_DELAY_MS);
      const mobile = await measureSubmits(`${site.url}/`, SUBMIT_RUNS);
      const results = { lighthouse, chunks: chunkSizes(siteDir), submits: { loopback, mobile, mobileRoundTripMs: 2 * MOBILE_ONE_WAY_DELAY_MS } };
      writeFileSync(join(OUT, 'bench.json'), JSON.stringify(results, null, 2));
      printReport(results);
    } finally {
      await Promise.all([site.close(), copy.close()]);
    }
  } finally {
    await tcpSwitch.close();
    await emulator.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
