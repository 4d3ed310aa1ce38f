import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer } from '../build/build-server';
import { buildSite } from '../build/build-site';
import { SERVER_BUILD_DIR } from '../build/firebase-config';
import { startFirestoreEmulator } from '../tests/emulator/support/firestore-emulator';
import { EMULATORS_PROJECT_ID, startFirebaseEmulators } from '../tests/support/firebase-emulators';
import { freePort } from '../build/free-port';
import { serveStatic } from '../tests/support/static-server';
import { TcpSwitch } from '../tests/support/tcp-switch';
import { buildBaselineSite, resolveBaseline } from './baseline-site';
import { chunkSizes, writeStaticCopy } from './bundle-sizes';
import { FirestoreWireTap } from './firestore-wire-tap';
import { measureInbox } from './inbox-timing';
import { measurePageLighthouse } from './page-lighthouse';
import { printReport } from './report';
import { MIN_LIGHTHOUSE_RUNS } from './report-format';
import { measureSubmits } from './submit-timing';

const LIGHTHOUSE_RUNS = MIN_LIGHTHOUSE_RUNS;
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

/**
 * The server's settings for the bench: every submit comes from this machine, so no per-address
 * limit; mail is queued but never sent (the outbox's trigger is not registered).
 */
function writeServerSettings(serverDir: string, siteUrl: string) {
  const settings = [
    `SITE_URL=${siteUrl}`,
    'MAIL_FROM=Banco de pruebas <bench@primerpaso.test>',
    'SMTP_HOST=127.0.0.1',
    'INTAKE_PER_ADDRESS_PER_HOUR=100000',
    'INTAKE_PER_HOUR=100000',
    // App Check does not run against the emulators.
    'INTAKE_REQUIRE_APP_CHECK=false',
  ];
  writeFileSync(join(serverDir, '.env.local'), `${settings.join('\n')}\n`);
  const secrets = [
    'SMTP_PASSWORD=sin-uso',
    `ADDRESS_KEY_SECRET=${randomBytes(32).toString('hex')}`,
  ];
  writeFileSync(join(serverDir, '.secret.local'), `${secrets.join('\n')}\n`);
}

async function main() {
  const baselineCommit = resolveBaseline();
  rmSync(OUT, { recursive: true, force: true });
  const running = new Running();
  try {
    const [authPort, functionsPort] = [await freePort(), await freePort()];
    const emulator = running.add(
      await startFirestoreEmulator('firestore.rules', {
        functionsEmulator: `127.0.0.1:${functionsPort}`,
      }),
    );
    // The staff page reaches Firestore through the switch (which can slow it down), then the tap
    // (which keeps what comes back).
    const tap = running.add(await FirestoreWireTap.start(emulator.host));
    const tcpSwitch = running.add(await TcpSwitch.start(tap.host));
    // buildSite writes firebase.json beside the folder it builds into.
    const siteRoot = resolve(OUT, 'site');
    const siteDir = join(siteRoot, 'dist');
    const staticDir = join(OUT, 'static-copy');
    console.log('Building the site and the server (Firestore, Auth and Functions on emulators)…');
    const siteEnv = {
      VITE_STORAGE: 'firestore',
      VITE_FIREBASE_PROJECT_ID: EMULATORS_PROJECT_ID,
      VITE_FIRESTORE_EMULATOR_HOST: tcpSwitch.host,
      VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    };
    await buildSite(siteDir, siteEnv);
    writeStaticCopy(siteDir, staticDir);
    // The baseline is only measured by Lighthouse: served as files, it never submits.
    console.log('Building the page at the baseline commit…');
    const baselineDir = resolve(OUT, 'baseline-site', 'dist');
    const baseline = buildBaselineSite(baselineCommit, baselineDir, siteEnv);
    const serverDir = join(siteRoot, SERVER_BUILD_DIR);
    await buildServer(serverDir);
    const tmpDir = join(siteRoot, 'tmp');
    mkdirSync(tmpDir, { recursive: true });
    const hostingPort = await freePort();
    writeServerSettings(serverDir, `http://127.0.0.1:${hostingPort}`);
    // The functions reach Firestore directly: they run in its region.
    const firebase = running.add(
      await startFirebaseEmulators(
        siteRoot,
        ['hosting', 'auth', 'functions'],
        { auth: authPort, hosting: hostingPort, functions: functionsPort },
        { firestoreHost: emulator.host, tmpDir },
      ),
    );
    // The phone reaches the site (and its /api) through a switch that can slow it down too.
    const siteSwitch = running.add(await TcpSwitch.start(new URL(firebase.hostingUrl).host));
    const siteThroughSwitch = `http://${siteSwitch.host}/`;
    const site = running.add(await serveStatic(siteDir));
    const copy = running.add(await serveStatic(staticDir));

    const baselineSite = running.add(await serveStatic(baselineDir));

    const lighthouse = await measurePageLighthouse(
      { page: `${site.url}/`, baseline: `${baselineSite.url}/`, staticCopy: `${copy.url}/` },
      baseline,
      LIGHTHOUSE_RUNS,
    );
    console.log('Timing submits through the intake function…');
    const submitBench = {
      siteUrl: siteThroughSwitch,
      firestoreUrl: `http://${tcpSwitch.host}`,
      projectId: EMULATORS_PROJECT_ID,
      runs: SUBMIT_RUNS,
    };
    const loopback = await measureSubmits(submitBench);
    for (const delayed of [siteSwitch, tcpSwitch]) delayed.setOneWayDelay(MOBILE_ONE_WAY_DELAY_MS);
    const mobile = await measureSubmits(submitBench);
    for (const delayed of [siteSwitch, tcpSwitch]) delayed.setOneWayDelay(0);
    const inbox = await measureInbox(
      {
        // Through Hosting: the public page's submits reach the intake function.
        siteUrl: firebase.hostingUrl,
        projectId: EMULATORS_PROJECT_ID,
        emulatorHost: emulator.host,
        authHost: firebase.authHost,
        tap,
      },
      INBOX_RUNS,
    );
    const results = {
      lighthouse,
      chunks: chunkSizes(siteDir),
      baselineChunks: chunkSizes(baselineDir),
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
