import { getApps, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';
import type { FirebaseConfig } from '../../../shared/adapters/firebase-config';

/** What the public page connects with: no sign-in, so no Auth emulator. */
export type FirestoreConnection = Omit<FirebaseConfig, 'authEmulatorHost' | 'appCheckSiteKey'>;

/**
 * Opens the Lite (REST) client: small, and it fails fast offline instead of queueing writes.
 * One Firebase app per distinct connection, reused when asked again.
 */
export function connectFirestore(
  connection: FirestoreConnection,
  appName = nameFor(connection),
): Firestore {
  const existing = getApps().find((app) => app.name === appName);
  if (existing) return getFirestore(existing);
  const { projectId, apiKey, appId, emulatorHost } = connection;
  const app = initializeApp(
    { projectId, ...(apiKey ? { apiKey } : {}), ...(appId ? { appId } : {}) },
    appName,
  );
  const db = getFirestore(app);
  // A denied get is how a taken id is detected; the SDK would warn about each one. Real failures
  // reach the page, which reports them without personal data.
  setLogLevel('error');
  if (emulatorHost) {
    const separator = emulatorHost.lastIndexOf(':');
    connectFirestoreEmulator(
      db,
      emulatorHost.slice(0, separator),
      Number(emulatorHost.slice(separator + 1)),
    );
  }
  return db;
}

function nameFor({ projectId, emulatorHost }: FirestoreConnection): string {
  return `primer-paso:${projectId}@${emulatorHost ?? 'cloud'}`;
}
