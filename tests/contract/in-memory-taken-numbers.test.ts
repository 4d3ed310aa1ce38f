import { InMemoryApplicationRepository } from '../../src/submission/adapters/in-memory-application-repository';
import { storedApplication } from '../support/application-fixtures';
import { describeTakenNumbersContract } from './taken-numbers-contract';

describeTakenNumbersContract('InMemoryApplicationRepository', async () => {
  const store = new InMemoryApplicationRepository({ latencyMs: 1 });
  return {
    takenNumbers: store,
    repository: store,
    async hold(ids) {
      for (const id of ids) await store.create(storedApplication(id));
    },
  };
});
