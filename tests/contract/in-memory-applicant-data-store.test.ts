import { InMemoryApplicationInbox } from '../../src/applications/adapters/memory/in-memory-application-inbox';
import { fixedClock } from '../support/deterministic';
import { describeApplicantDataStoreContract } from './applicant-data-store-contract';
import { InMemoryApplicantDataStore } from '../../src/applications/adapters/memory/in-memory-applicant-data-store';

describeApplicantDataStoreContract('InMemoryApplicantDataStore', async () => {
  const inbox = new InMemoryApplicationInbox(fixedClock());
  const store = new InMemoryApplicantDataStore(inbox.store);
  const admin = { uid: 'admin-1', email: 'admin@cooperativa.example' };
  return {
    store,
    inbox,
    admin,
    seed: async (records) => inbox.seed(records),
    publicRepository: inbox.applicationRepository(),
    isStored: async (id) => inbox.store.records.has(id),
    seedErasures: async (records) => store.seedErasures(records),
    // As if an erasure had stopped before deleting it all.
    leaveHistoryEntry: async (id) => inbox.store.append(id, { kind: 'note', text: 'Nota' }, admin),
    historySize: async (id) => inbox.store.histories.get(id)?.length ?? 0,
  };
});
