import { InMemoryApplicationInbox } from '../../src/applications/adapters/memory/in-memory-application-inbox';
import { describeApplicationInboxContract } from './application-inbox-contract';
import { fixedClock } from '../support/deterministic';

describeApplicationInboxContract('InMemoryApplicationInbox', async () => {
  const inbox = new InMemoryApplicationInbox(fixedClock());
  return {
    inbox,
    member: { uid: 'miembro-1', email: 'miembro@cooperativa.example' },
    seed: async (records) => inbox.seed(records),
    publicRepository: inbox.applicationRepository(),
  };
});
