import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { describeOutboxContract } from '../contract/outbox-contract';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('outbox');

describeOutboxContract("AdminOutbox (emulator, the server's SDK)", async () => {
  await env.project.admin.clear();
  return new AdminOutbox(env.db);
});
