import { InMemoryIntakeRefusals } from '../../src/submission/adapters/memory/in-memory-intake-refusals';
import { describeIntakeRefusalsContract } from './intake-refusals-contract';

describeIntakeRefusalsContract('InMemoryIntakeRefusals', async () => new InMemoryIntakeRefusals());
