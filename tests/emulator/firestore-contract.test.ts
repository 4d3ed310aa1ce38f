import { afterAll, beforeAll } from 'vitest';
import { describeApplicationRepositoryContract } from '../contract/application-repository-contract';
import {
  openFirestoreTestProject,
  type FirestoreTestProject,
} from './support/firestore-test-project';

let project: FirestoreTestProject;
beforeAll(async () => {
  project = await openFirestoreTestProject('contract');
});
afterAll(() => project.rules.cleanup());

describeApplicationRepositoryContract(
  'FirestoreApplicationRepository (emulator, project rules)',
  async () => {
    await project.admin.clear();
    return { repository: project.repository(), readStored: (id) => project.admin.read(id) };
  },
);
