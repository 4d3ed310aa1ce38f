import { InMemoryIntakeLedger } from '../../src/submission/adapters/memory/in-memory-intake-ledger';
import { describeIntakeLedgerContract } from './intake-ledger-contract';

describeIntakeLedgerContract('InMemoryIntakeLedger', async () => {
  const ledger = new InMemoryIntakeLedger();
  return {
    ledger,
    stored: async (key) => ledger.stored(key, { perWindow: 3, windowMs: 60 * 60_000 }),
  };
});
