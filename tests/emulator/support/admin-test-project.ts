import type { Firestore } from 'firebase-admin/firestore';
import { registerFirestoreTestProject, type FirestoreTestProject } from './firestore-test-project';

/**
 * Registers hooks for a test file that works as the server does, in a project of its own: the
 * project (see registerFirestoreTestProject) and its Admin SDK client, closed after the file's
 * tests.
 */
export function registerAdminTestProject(name: string): {
  project: FirestoreTestProject;
  db: Firestore;
} {
  const env = registerFirestoreTestProject(name);
  return {
    get project() {
      return env.project;
    },
    get db() {
      return env.project.adminDb();
    },
  };
}
