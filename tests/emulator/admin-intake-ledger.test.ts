import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { INTAKE_ADDRESSES_COLLECTION } from '../../src/shared/adapters/firestore/collection-names';
import { AdminIntakeLedger } from '../../src/submission/adapters/server/admin-intake-ledger';
import { describeIntakeLedgerContract } from '../contract/intake-ledger-contract';
import { openAdminFirestore } from './support/admin-firestore';
import { registerFirestoreTestProject } from './support/firestore-test-project';

const env = registerFirestoreTestProject('intake-ledger');
let admin: ReturnType<typeof openAdminFirestore>;
beforeAll(() => {
  admin = openAdminFirestore(env.project.projectId);
});
afterAll(() => admin.close());

describeIntakeLedgerContract("AdminIntakeLedger (emulator, the server's SDK)", async () => {
  await env.project.admin.clear();
  return {
    ledger: new AdminIntakeLedger(admin.db),
    async stored(key) {
      const data = (await admin.db.collection(INTAKE_ADDRESSES_COLLECTION).doc(key).get()).data();
      if (!data) return undefined;
      const asDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : value);
      return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, asDate(value)]));
    },
  };
});
