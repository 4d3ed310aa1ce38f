import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, inject } from 'vitest';
import { registerFirestoreTestProject, type FirestoreTestProject } from './firestore-test-project';

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

/**
 * Registers hooks for a test file that works as the server does, in a project of its own: the
 * project (see registerFirestoreTestProject) and an Admin SDK client on it, closed after the
 * file's tests.
 */
export function registerAdminTestProject(name: string): {
  project: FirestoreTestProject;
  db: Firestore;
} {
  const env = registerFirestoreTestProject(name);
  let admin: ReturnType<typeof openAdminFirestore> | undefined;
  beforeAll(() => {
    admin = openAdminFirestore(env.project.projectId);
  });
  afterAll(() => admin?.close());
  return {
    get project() {
      return env.project;
    },
    get db() {
      if (!admin) throw new Error('The Admin SDK client opens in beforeAll');
      return admin.db;
    },
  };
}
