import { InMemoryFormUseCounts } from '../../src/form-use/adapters/memory/in-memory-form-use-counts';
import { describeFormUseCountsContract } from './form-use-counts-contract';

describeFormUseCountsContract(
  "InMemoryFormUseCounts (demo mode's, and the tests')",
  async () => new InMemoryFormUseCounts(),
);
