import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildServer } from '../../../build/build-server';
import { SERVER_BUILD_DIR } from '../../../build/firebase-config';
import { buildSite } from '../../../build/build-site';
import { startFirestoreEmulator } from '../../emulator/support/firestore-emulator';
import { startFirebaseEmulators } from '../../support/firebase-emulators';
import { registerFirestoreTriggers } from '../../support/firestore-triggers';
import { warmHttpFunctions } from '../../support/warm-functions';
import { BROWSER_WORKERS } from '../../support/browser-workers';
import { freePort } from '../../../build/free-port';
import { SmtpSink } from '../../support/smtp-sink';
import { TcpSwitch } from '../../support/tcp-switch';
import { E2E_ENV, E2E_INTAKE_LIMITS, E2E_PROJECT_ID } from './e2e-env';

type Switches = Record<'firestore' | 'mail', TcpSwitch>;

/** POST /firestore/up|down|blackhole or /mail/up|down: the tests flip a switch over loopback. */
async function startSwitchControl(switches: Switches) {
  const control = createServer((request, response) => {
    const [, name, mode] = request.url?.split('/') ?? [];
    const target = switches[name as keyof Switches];
    if (request.method !== 'POST' || !target || !['up', 'down', 'blackhole'].includes(mode ?? ''))
      return void response.writeHead(404).end();
    target.set(mode as 'up').then(() => response.writeHead(204).end());
  });
  await new Promise<void>((done) => control.listen(0, '127.0.0.1', done));
  const address = control.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise((done) => control.close(done)),
  };
}

/**
 * The server's settings for the browser tests (server-build/.env.local and .secret.local, which
 * the Functions emulator reads): mail to the loopback sink, the tests' own limits, and the
 * sender's address taken from X-Forwarded-For's last entry (the Hosting emulator forwards the
 * browser's headers unchanged, so each test can be an address of its own).
 */
async function writeServerSettings(serverDir: string, siteUrl: string, smtpHost: string) {
  const [host, port] = smtpHost.split(':');
  const settings = {
    SITE_URL: siteUrl,
    MAIL_FROM: 'Cooperativa de prueba <asociados@primerpaso.test>',
    SMTP_HOST: host,
    SMTP_PORT: port,
    // The sink offers no STARTTLS (it has no certificate).
    SMTP_REQUIRE_TLS: 'false',
    INTAKE_PER_ADDRESS_PER_HOUR: String(E2E_INTAKE_LIMITS.perAddress),
    INTAKE_PER_HOUR: String(E2E_INTAKE_LIMITS.wholeIntake),
    INTAKE_FORWARDED_HOPS: '1',
    // App Check does not run against the emulators.
    INTAKE_REQUIRE_APP_CHECK: 'false',
  };
  const lines = (values: Record<string, string | undefined>) =>
    Object.entries(values)
      .map(([key, value]) => `${key}=${value}\n`)
      .join('');
  await writeFile(join(serverDir, '.env.local'), lines(settings));
  await writeFile(
    join(serverDir, '.secret.local'),
    lines({ SMTP_PASSWORD: 'sin-uso', ADDRESS_KEY_SECRET: randomBytes(32).toString('hex') }),
  );
}

/**
 * Everything the browser tests drive: Google's Firestore emulator and an SMTP sink, each behind
 * a switch the tests can flip; the site built twice (demo mode, and with a server on the
 * emulators), each served by Firebase's Hosting emulator with the headers its build wrote into
 * firebase.json; for the second, firebase-tools' Auth and Functions emulators, the intake reached
 * through the Hosting rewrite, and the outbox's trigger registered with the jar.
 */
export default async function globalSetup() {
  const [authPort, functionsPort, hostingPort, smtpPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const emulator = await startFirestoreEmulator('firestore.rules', {
    functionsEmulator: `127.0.0.1:${functionsPort}`,
  });
  const mailDir = resolve('test-results', 'e2e-mail');
  await rm(mailDir, { recursive: true, force: true });
  await mkdir(mailDir, { recursive: true });
  const sink = new SmtpSink(smtpPort, mailDir);
  await sink.start();
  const switches: Switches = {
    firestore: await TcpSwitch.start(emulator.host),
    mail: await TcpSwitch.start(`127.0.0.1:${smtpPort}`),
  };
  const control = await startSwitchControl(switches);

  const builds = resolve('test-results', 'e2e-builds');
  await buildSite(join(builds, 'demo', 'dist'), {});
  await buildSite(join(builds, 'firestore', 'dist'), {
    VITE_STORAGE: 'firestore',
    VITE_FIREBASE_PROJECT_ID: E2E_PROJECT_ID,
    VITE_FIRESTORE_EMULATOR_HOST: switches.firestore.host,
    VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
  });
  const serverDir = join(builds, 'firestore', SERVER_BUILD_DIR);
  await buildServer(serverDir);
  // WebAuthn takes a host name as the relying party, never an IP address: the Firestore site is
  // opened at localhost (Chromium's virtual authenticator answers there), and the passkeys
  // function pins its relying party and origin to that same address. The emulators listen on
  // 127.0.0.1, which localhost reaches.
  const siteUrl = `http://localhost:${hostingPort}`;
  await writeServerSettings(serverDir, siteUrl, switches.mail.host);
  const tmpDir = join(builds, 'firestore', 'tmp');
  await mkdir(tmpDir, { recursive: true });

  const [demo, firestore] = await Promise.all([
    startFirebaseEmulators(join(builds, 'demo'), ['hosting']),
    startFirebaseEmulators(
      join(builds, 'firestore'),
      ['hosting', 'auth', 'functions'],
      { auth: authPort, hosting: hostingPort, functions: functionsPort },
      { firestoreHost: switches.firestore.host, tmpDir },
    ),
  ]);
  const stopAll = async () => {
    await Promise.all([
      demo.stop(),
      firestore.stop(),
      switches.firestore.close(),
      switches.mail.close(),
      control.close(),
      sink.stop(),
    ]);
    await emulator.stop();
  };
  try {
    await registerFirestoreTriggers(emulator.host, E2E_PROJECT_ID);
    // As many loaded workers as the browser tests run at once, each submit's retry beside it.
    // A function that never answers fails the run here; the emulators' own words say which and
    // why.
    await warmHttpFunctions(firestore.functionsUrl, E2E_PROJECT_ID, 2 * BROWSER_WORKERS).catch(
      (error: unknown) => {
        throw new Error(
          `The functions did not all answer while warming up:\n${firestore.output().slice(-6000)}`,
          { cause: error },
        );
      },
    );
  } catch (error) {
    // Playwright runs no teardown for a set-up that failed: without this the jar, the emulators
    // and their function workers outlive the run (and slow down the next one on the machine).
    await stopAll();
    throw error;
  }

  process.env[E2E_ENV.demoUrl] = demo.hostingUrl;
  process.env[E2E_ENV.firestoreUrl] = siteUrl;
  process.env[E2E_ENV.functionsUrl] = firestore.functionsUrl;
  process.env[E2E_ENV.emulatorHost] = emulator.host;
  process.env[E2E_ENV.authHost] = firestore.authHost;
  process.env[E2E_ENV.switchedHost] = switches.firestore.host;
  process.env[E2E_ENV.switchControl] = control.url;
  process.env[E2E_ENV.mailDir] = mailDir;

  return stopAll;
}
