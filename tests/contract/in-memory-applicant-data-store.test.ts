import { InMemoryApplicationInbox } from '../../src/infrastructure/memory/in-memory-application-inbox';
import { fixedClock } from '../support/deterministic';
import { describeApplicantDataStoreContract } from './applicant-data-store-contract';

describeApplicantDataStoreContract('InMemoryApplicantDataStore', async () => {
  const inbox = new InMemoryApplicationInbox(fixedClock());
  return {
    store: inbox.applicantDataStore(),
    inbox,
    admin: { uid: 'admin-1', email: 'admin@cooperativa.example' },
    seed: async (records) => inbox.seed(records),
    publicRepository: inbox.applicationRepository(),
  };
});
