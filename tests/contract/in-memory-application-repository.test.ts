import { InMemoryApplicationRepository } from '../../src/submission/adapters/in-memory-application-repository';
import { describeApplicationRepositoryContract } from './application-repository-contract';

describeApplicationRepositoryContract('InMemoryApplicationRepository', async () => {
  const repository = new InMemoryApplicationRepository({ latencyMs: 1 });
  return {
    repository,
    readStored: async (id) =>
      repository.savedApplications().find((application) => application.id === id),
  };
});
