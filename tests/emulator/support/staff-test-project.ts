import { afterAll, beforeAll } from 'vitest';
import { registerFirestoreTestProject, type FirestoreTestProject } from './firestore-test-project';
import { PrivilegedFirestore } from './privileged-firestore';

export interface StaffTestProject {
  project: FirestoreTestProject;
  /** The console's owner, past the rules: grants roles and seeds applications. */
  privileged: PrivilegedFirestore;
}

/**
 * Registers hooks for a test file on staff data: a project of its own and a privileged client on
 * it, opened before the file's other hooks and closed after them.
 */
export function registerStaffTestProject(name: string): StaffTestProject {
  const handle = registerFirestoreTestProject(name) as StaffTestProject;
  beforeAll(() => {
    const { projectId, emulatorHost } = handle.project;
    handle.privileged = new PrivilegedFirestore(projectId, emulatorHost);
  });
  afterAll(() => handle.privileged.close());
  return handle;
}
