import { InMemoryApplicationRepository } from '../../src/submission/adapters/in-memory-application-repository';
import { describeEarlierApplicationsContract } from './earlier-applications-contract';

describeEarlierApplicationsContract('InMemoryApplicationRepository', async () => {
  const store = new InMemoryApplicationRepository({ latencyMs: 1 });
  return { earlier: store, repository: store };
});
