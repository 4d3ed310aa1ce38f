import { createServer } from 'node:http';
import { join } from 'node:path';
import { startFirestoreEmulator } from '../../emulator/support/firestore-emulator';
import { startFirebaseEmulators } from '../../support/firebase-emulators';
import { freePort } from '../../support/free-port';
import { TcpSwitch } from '../../support/tcp-switch';
import { buildSite } from '../../../build/build-site';
import { E2E_ENV, E2E_PROJECT_ID } from './e2e-env';

/**
 * Everything the browser tests drive: Google's Firestore emulator behind a switch the tests can
 * flip over loopback HTTP, and the site built twice (demo mode, and Firestore on the emulator),
 * each served by Firebase's Hosting emulator with the headers its build wrote into firebase.json.
 */
export default async function globalSetup() {
  const emulator = await startFirestoreEmulator('firestore.rules');
  const tcpSwitch = await TcpSwitch.start(emulator.host);
  const control = createServer((request, response) => {
    const mode = request.url?.slice(1);
    if (request.method !== 'POST' || (mode !== 'up' && mode !== 'down' && mode !== 'blackhole'))
      return void response.writeHead(404).end();
    tcpSwitch.set(mode).then(() => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const controlAddress = control.address();

  const builds = join('test-results', 'e2e-builds');
  // The Firestore build's staff page signs in on firebase-tools' Auth emulator, on a port known
  // before the build.
  const authPort = await freePort();
  await buildSite(join(builds, 'demo', 'dist'), {});
  await buildSite(join(builds, 'firestore', 'dist'), {
    VITE_STORAGE: 'firestore',
    VITE_FIREBASE_PROJECT_ID: E2E_PROJECT_ID,
    VITE_FIRESTORE_EMULATOR_HOST: tcpSwitch.host,
    VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
  });
  const [demo, firestore] = await Promise.all([
    startFirebaseEmulators(join(builds, 'demo'), ['hosting']),
    startFirebaseEmulators(join(builds, 'firestore'), ['hosting', 'auth'], { auth: authPort }),
  ]);

  process.env[E2E_ENV.demoUrl] = demo.hostingUrl;
  process.env[E2E_ENV.firestoreUrl] = firestore.hostingUrl;
  process.env[E2E_ENV.emulatorHost] = emulator.host;
  process.env[E2E_ENV.authHost] = firestore.authHost;
  process.env[E2E_ENV.switchedHost] = tcpSwitch.host;
  process.env[E2E_ENV.switchControl] =
    `http://127.0.0.1:${typeof controlAddress === 'object' && controlAddress ? controlAddress.port : 0}`;

  return async () => {
    await Promise.all([
      demo.stop(),
      firestore.stop(),
      tcpSwitch.close(),
      new Promise((done) => control.close(done)),
    ]);
    await emulator.stop();
  };
}
