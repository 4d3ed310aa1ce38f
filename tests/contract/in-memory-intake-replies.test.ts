import { InMemoryApplicationRepository } from '../../src/submission/adapters/in-memory-application-repository';
import { describeIntakeRepliesContract } from './intake-replies-contract';

describeIntakeRepliesContract('InMemoryApplicationRepository', async () => {
  const repository = new InMemoryApplicationRepository({ latencyMs: 1 });
  return {
    repository,
    replies: repository,
    storedIds: async () => repository.savedApplications().map(({ id }) => id),
  };
});
