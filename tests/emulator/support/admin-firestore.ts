import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';

let appCount = 0;

/**
 * The server's view of the emulator: the Admin SDK, which the rules do not bind, in a project of
 * the test's own. The SDK finds the emulator through FIRESTORE_EMULATOR_HOST, as it does when
 * the Functions emulator runs it.
 */
export function openAdminFirestore(projectId: string): { db: Firestore; close(): Promise<void> } {
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
  appCount += 1;
  const app: App = initializeApp({ projectId }, `admin-${projectId}-${appCount}`);
  return { db: getFirestore(app), close: () => deleteApp(app) };
}
