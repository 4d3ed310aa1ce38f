import { AdminApplicationRepository } from '../../src/submission/adapters/server/admin-application-repository';
import { describeApplicationRepositoryContract } from '../contract/application-repository-contract';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('admin-contract');

describeApplicationRepositoryContract(
  "AdminApplicationRepository (emulator, the server's SDK)",
  async () => {
    await env.project.admin.clear();
    return {
      repository: new AdminApplicationRepository(env.db),
      readStored: (id) => env.project.admin.read(id),
    };
  },
);
