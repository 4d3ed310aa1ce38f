import { AUDIT_LOG_COLLECTION } from '../../src/audit/adapters/audit-collections';
import { AdminChallengeStore } from '../../src/passkeys/adapters/server/admin-challenge-store';
import { AdminPasskeyStore } from '../../src/passkeys/adapters/server/admin-passkey-store';
import {
  describePasskeyStoreContract,
  type StoredKeyChange,
} from '../contract/passkey-store-contract';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('passkey-store');

describePasskeyStoreContract(
  "AdminPasskeyStore and AdminChallengeStore (the Firestore jar, the server's SDK)",
  async () => {
    await env.project.admin.clear();
    return {
      keys: new AdminPasskeyStore(env.db),
      challenges: new AdminChallengeStore(env.db),
      // The documents as written, but for the server's time: the fields the mapper reads.
      keyChanges: async () =>
        (await env.db.collection(AUDIT_LOG_COLLECTION).get()).docs.map((doc) => {
          const { at, ...fields } = doc.data();
          if (!at) throw new Error(`No time in ${doc.id}`);
          return { id: doc.id, ...fields } as StoredKeyChange;
        }),
    };
  },
);
