import { InMemoryApplicationInbox } from '../../src/inbox/adapters/memory/in-memory-application-inbox';
import { InMemoryApplicantDataStore } from '../../src/privacy/adapters/memory/in-memory-applicant-data-store';
import { SCHEDULED_PURGE } from '../../src/privacy/domain/erasure';
import { fixedClock } from '../support/deterministic';
import { describeRetentionStoreContract } from './retention-store-contract';

describeRetentionStoreContract('InMemoryApplicantDataStore', async () => {
  const inbox = new InMemoryApplicationInbox(fixedClock());
  const store = new InMemoryApplicantDataStore(inbox.store);
  return {
    store,
    by: SCHEDULED_PURGE,
    seed: async (records) => inbox.seed(records),
    erasureOf: (id) => store.erasureOf(id),
    isStored: async (id) => inbox.store.records.has(id),
    publicRepository: inbox.applicationRepository(),
  };
});
