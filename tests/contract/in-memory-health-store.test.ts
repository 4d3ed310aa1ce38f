import { InMemoryHealthStore } from '../../src/health/adapters/memory/in-memory-health-store';
import { describeHealthStoreContract } from './health-store-contract';

describeHealthStoreContract('InMemoryHealthStore', async () => {
  const store = new InMemoryHealthStore();
  return { store, readings: store };
});
