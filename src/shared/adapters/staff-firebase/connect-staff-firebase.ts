import { getApps, initializeApp } from 'firebase/app';
import {
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore';
import type { FirebaseConfig } from '../firebase-config';

/**
 * What the staff page connects with. App Check, when the site has a key, is started on this app
 * only for the server's callable functions, on their first call (staff-app-check.ts).
 */
export type StaffFirebaseConnection = Omit<FirebaseConfig, 'appCheckSiteKey'>;

export interface StaffFirebase {
  auth: Auth;
  db: Firestore;
}

/** One per live app name: Auth and Firestore can be initialised only once per Firebase app. */
const connections = new Map<string, StaffFirebase>();

/** The Auth emulator takes any key, and Auth will not start without one. */
const EMULATOR_API_KEY = 'fake-api-key';

function splitHost(host: string): [string, number] {
  const separator = host.lastIndexOf(':');
  return [host.slice(0, separator), Number(host.slice(separator + 1))];
}

/**
 * The staff page's Firebase: Auth and the full Firestore SDK (live queries). Nothing of it in
 * browser storage: the session ends when the browser closes, and the Firestore cache is memory
 * only, so applicants' data never stays on a staff computer. No popup/redirect resolver: it
 * would load Google's auth iframe, which the site's Content-Security-Policy refuses.
 */
export function connectStaffFirebase(
  connection: StaffFirebaseConnection,
  appName = nameFor(connection),
): StaffFirebase {
  const { projectId, apiKey, appId, emulatorHost, authEmulatorHost } = connection;
  const existing = connections.get(appName);
  if (existing && getApps().includes(existing.db.app)) return existing;
  const key = apiKey ?? (authEmulatorHost ? EMULATOR_API_KEY : undefined);
  const app = initializeApp(
    { projectId, ...(key ? { apiKey: key } : {}), ...(appId ? { appId } : {}) },
    appName,
  );

  const auth = initializeAuth(app, { persistence: browserSessionPersistence });
  if (authEmulatorHost)
    connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });

  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  if (emulatorHost) connectFirestoreEmulator(db, ...splitHost(emulatorHost));
  // The SDK logs failed requests with their body at 'warn': a search's DUI or e-mail must not reach
  // the console.
  setLogLevel('error');
  connections.set(appName, { auth, db });
  return { auth, db };
}

function nameFor({ projectId, emulatorHost }: StaffFirebaseConnection): string {
  return `primer-paso-staff:${projectId}@${emulatorHost ?? 'cloud'}`;
}
