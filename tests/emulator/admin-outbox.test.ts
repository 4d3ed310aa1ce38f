import { afterAll, beforeAll } from 'vitest';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { describeOutboxContract } from '../contract/outbox-contract';
import { openAdminFirestore } from './support/admin-firestore';
import { registerFirestoreTestProject } from './support/firestore-test-project';

const env = registerFirestoreTestProject('outbox');
let admin: ReturnType<typeof openAdminFirestore>;
beforeAll(() => {
  admin = openAdminFirestore(env.project.projectId);
});
afterAll(() => admin.close());

describeOutboxContract("AdminOutbox (emulator, the server's SDK)", async () => {
  await env.project.admin.clear();
  return new AdminOutbox(admin.db);
});
