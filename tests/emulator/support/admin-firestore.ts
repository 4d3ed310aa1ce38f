import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let appCount = 0;

export interface AdminFirestore {
  db: Firestore;
  close(): Promise<void>;
}

/**
 * The server's view of the emulator: the Admin SDK, which the rules do not bind, in `projectId`.
 * The SDK finds the emulator through FIRESTORE_EMULATOR_HOST, as it does when the Functions
 * emulator runs it: set here for the whole process (a test worker), and read as the client opens.
 * No vitest in this file: the browser tests' runner uses it too (withAdminFirestore).
 */
export function openAdminFirestore(projectId: string, emulatorHost: string): AdminFirestore {
  process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
  appCount += 1;
  const app: App = initializeApp({ projectId }, `admin-${projectId}-${appCount}`);
  const db = getFirestore(app);
  // Its own connections: shared with the web SDK's in the same process (one grpc-js), the web
  // SDK's listen streams fail with RESOURCE_EXHAUSTED (a frame length of gigabytes).
  db.settings({ 'grpc.use_local_subchannel_pool': 1 });
  return { db, close: () => deleteApp(app) };
}

/** The variables the Admin SDK reads from the environment, and what they are set to here. */
const adminEnvironment = (emulatorHost: string) => ({
  FIRESTORE_EMULATOR_HOST: emulatorHost,
  // Never probe Google's metadata server (a link-local address off this machine) to learn
  // whether this runs in Google's cloud: it never does (vite.config.ts sets it for test workers).
  METADATA_SERVER_DETECTION: 'none',
});

/**
 * `work` with an Admin SDK client on the emulator, for a process that is not an emulator test
 * worker (the emulator's global set-up, the browser tests' runner): the environment the SDK reads
 * is set only until the client is closed, then restored as it was.
 */
export async function withAdminFirestore<T>(
  projectId: string,
  emulatorHost: string,
  work: (db: Firestore) => Promise<T>,
): Promise<T> {
  const settings = adminEnvironment(emulatorHost);
  const before = Object.fromEntries(
    Object.keys(settings).map((name) => [name, process.env[name]] as const),
  );
  Object.assign(process.env, settings);
  const admin = openAdminFirestore(projectId, emulatorHost);
  try {
    return await work(admin.db);
  } finally {
    await admin.close();
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
