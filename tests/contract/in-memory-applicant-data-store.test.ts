import { InMemoryApplicationInbox } from '../../src/inbox/adapters/memory/in-memory-application-inbox';
import { fixedClock } from '../support/deterministic';
import { describeApplicantDataStoreContract } from './applicant-data-store-contract';
import { InMemoryApplicantDataStore } from '../../src/privacy/adapters/memory/in-memory-applicant-data-store';

describeApplicantDataStoreContract('InMemoryApplicantDataStore', async () => {
  const inbox = new InMemoryApplicationInbox(fixedClock());
  return {
    store: new InMemoryApplicantDataStore(inbox.store),
    inbox,
    admin: { uid: 'admin-1', email: 'admin@cooperativa.example' },
    seed: async (records) => inbox.seed(records),
    publicRepository: inbox.applicationRepository(),
    isStored: async (id) => inbox.store.records.has(id),
  };
});
