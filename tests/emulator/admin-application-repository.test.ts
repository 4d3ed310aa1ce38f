import { afterAll, beforeAll } from 'vitest';
import { AdminApplicationRepository } from '../../src/submission/adapters/server/admin-application-repository';
import { describeApplicationRepositoryContract } from '../contract/application-repository-contract';
import { openAdminFirestore } from './support/admin-firestore';
import { registerFirestoreTestProject } from './support/firestore-test-project';

const env = registerFirestoreTestProject('admin-contract');
let admin: ReturnType<typeof openAdminFirestore>;
beforeAll(() => {
  admin = openAdminFirestore(env.project.projectId);
});
afterAll(() => admin.close());

describeApplicationRepositoryContract(
  "AdminApplicationRepository (emulator, the server's SDK)",
  async () => {
    await env.project.admin.clear();
    return {
      repository: new AdminApplicationRepository(admin.db),
      readStored: (id) => env.project.admin.read(id),
    };
  },
);
