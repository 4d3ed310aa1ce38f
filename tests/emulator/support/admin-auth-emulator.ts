import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  EMULATORS_PROJECT_ID,
  startAuthEmulator,
  type RunningFirebaseEmulators,
} from '../../support/firebase-emulators';
import { AuthEmulatorAdmin } from './auth-emulator-admin';

/**
 * firebase-tools' Auth emulator, this test file's own, for server code on the Admin SDK: the
 * accounts live in the emulator's project, the allowlist in the file's project on the shared
 * Firestore jar (one Admin app for each). Started before the file's tests, its accounts cleared
 * before each, stopped after. `appName` names the file's Admin app.
 */
export function registerAdminAuthEmulator(appName: string): {
  /** The emulator's own REST API: accounts made, disabled, signed in as their owners would. */
  owner: () => AuthEmulatorAdmin;
  /** The Admin SDK's Auth on the emulator. */
  auth: () => Auth;
} {
  let emulator: RunningFirebaseEmulators | undefined;
  let owner: AuthEmulatorAdmin | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    emulator = await startAuthEmulator();
    owner = new AuthEmulatorAdmin(emulator.authHost);
    // Read by the Admin SDK's Auth as it calls, as on the Functions emulator.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.authHost;
    app = initializeApp({ projectId: EMULATORS_PROJECT_ID }, appName);
  }, 120_000);
  afterAll(async () => {
    if (app) await deleteApp(app);
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    await emulator?.stop();
  });
  beforeEach(async () => {
    await owner?.clear();
  });
  return { owner: () => owner!, auth: () => getAuth(app) };
}
