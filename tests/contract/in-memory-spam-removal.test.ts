import { InMemoryAuditLog } from '../../src/audit/adapters/memory/in-memory-audit-log';
import { InMemoryApplicationInbox } from '../../src/applications/adapters/memory/in-memory-application-inbox';
import { InMemorySpamRemoval } from '../../src/inbox/adapters/memory/in-memory-spam-removal';
import { fixedClock } from '../support/deterministic';
import { describeSpamRemovalContract } from './spam-removal-contract';

describeSpamRemovalContract('InMemorySpamRemoval with InMemoryAuditLog', async () => {
  const clock = fixedClock();
  const inbox = new InMemoryApplicationInbox(clock);
  const auditLog = new InMemoryAuditLog(clock);
  return {
    removal: new InMemorySpamRemoval(inbox.store, auditLog),
    auditLog,
    inbox,
    repository: inbox.applicationRepository(),
    admin: { uid: 'admin-1', email: 'admin@cooperativa.example' },
    seed: async (records) => inbox.seed(records),
  };
});
