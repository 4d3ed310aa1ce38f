import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../build/build-site';
import { startFirestoreEmulator } from '../tests/emulator/support/firestore-emulator';
import { EMULATORS_PROJECT_ID, startAuthEmulator } from '../tests/support/firebase-emulators';
import { serveStatic } from '../tests/support/static-server';
import { TcpSwitch } from '../tests/support/tcp-switch';
import { chunkSizes, writeStaticCopy } from './bundle-sizes';
import { FirestoreWireTap } from './firestore-wire-tap';
import { measureInbox } from './inbox-timing';
import { runLighthouse, type LighthouseFigures } from './lighthouse-run';
import { printReport } from './report';
import { measureSubmits } from './submit-timing';

const LIGHTHOUSE_RUNS = 5;
const SUBMIT_RUNS = 7;
const INBOX_RUNS = 5;
/** A phone on a mobile network to a Google region: about 150 ms round trip. */
const MOBILE_ONE_WAY_DELAY_MS = 75;
const OUT = 'bench-results';

/**
 * What the bench started, stopped last first; every one of them, even when another fails to stop.
 */
class Running {
  private readonly stops: (() => Promise<void>)[] = [];

  add<T extends { stop(): Promise<void> } | { close(): Promise<void> }>(started: T): T {
    this.stops.unshift(() => ('stop' in started ? started.stop() : started.close()));
    return started;
  }

  async stopAll(): Promise<void> {
    for (const stop of this.stops.splice(0))
      await stop().catch((error: unknown) => console.error('Could not stop:', error));
  }
}

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  const running = new Running();
  try {
    const [emulator, auth] = await Promise.allSettled([
      startFirestoreEmulator('firestore.rules'),
      startAuthEmulator(),
    ]);
    for (const started of [emulator, auth])
      if (started.status === 'fulfilled') running.add(started.value);
    if (emulator.status === 'rejected') throw emulator.reason;
    if (auth.status === 'rejected') throw auth.reason;
    // The site reaches Firestore through the switch (which can slow it down), then the tap (which
    // keeps what comes back).
    const tap = running.add(await FirestoreWireTap.start(emulator.value.host));
    const tcpSwitch = running.add(await TcpSwitch.start(tap.host));
    // buildSite writes firebase.json beside the folder it builds into.
    const siteDir = join(OUT, 'site', 'dist');
    const staticDir = join(OUT, 'static-copy');
    console.log('Building the site (Firestore and Auth on the emulators)…');
    await buildSite(siteDir, {
      VITE_STORAGE: 'firestore',
      VITE_FIREBASE_PROJECT_ID: EMULATORS_PROJECT_ID,
      VITE_FIRESTORE_EMULATOR_HOST: tcpSwitch.host,
      VITE_AUTH_EMULATOR_HOST: auth.value.authHost,
    });
    writeStaticCopy(siteDir, staticDir);
    const site = running.add(await serveStatic(siteDir));
    const copy = running.add(await serveStatic(staticDir));

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
    tcpSwitch.setOneWayDelay(0);
    const inbox = await measureInbox(
      {
        siteUrl: site.url,
        projectId: EMULATORS_PROJECT_ID,
        emulatorHost: emulator.value.host,
        authHost: auth.value.authHost,
        tap,
      },
      INBOX_RUNS,
    );
    const results = {
      lighthouse,
      chunks: chunkSizes(siteDir),
      submits: { loopback, mobile, mobileRoundTripMs: 2 * MOBILE_ONE_WAY_DELAY_MS },
      inbox,
    };
    writeFileSync(join(OUT, 'bench.json'), JSON.stringify(results, null, 2));
    printReport(results);
  } finally {
    await running.stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
