import { describeApplicationRepositoryContract } from '../contract/application-repository-contract';
import { registerFirestoreTestProject } from './support/firestore-test-project';

const env = registerFirestoreTestProject('contract');

describeApplicationRepositoryContract(
  'FirestoreApplicationRepository (emulator, project rules)',
  async () => {
    await env.project.admin.clear();
    return { repository: env.project.repository(), readStored: (id) => env.project.admin.read(id) };
  },
);
