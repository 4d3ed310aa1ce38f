import { Timestamp } from 'firebase-admin/firestore';
import { INTAKE_ADDRESSES_COLLECTION } from '../../src/submission/adapters/submission-collections';
import { AdminIntakeLedger } from '../../src/submission/adapters/server/admin-intake-ledger';
import { describeIntakeLedgerContract } from '../contract/intake-ledger-contract';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('intake-ledger');

describeIntakeLedgerContract("AdminIntakeLedger (emulator, the server's SDK)", async () => {
  await env.project.admin.clear();
  return {
    ledger: new AdminIntakeLedger(env.db),
    async stored(key) {
      const data = (await env.db.collection(INTAKE_ADDRESSES_COLLECTION).doc(key).get()).data();
      if (!data) return undefined;
      const asDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : value);
      return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, asDate(value)]));
    },
  };
});
