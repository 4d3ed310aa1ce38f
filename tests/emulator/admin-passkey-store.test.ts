import { AdminChallengeStore } from '../../src/passkeys/adapters/server/admin-challenge-store';
import { AdminPasskeyStore } from '../../src/passkeys/adapters/server/admin-passkey-store';
import { describePasskeyStoreContract } from '../contract/passkey-store-contract';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('passkey-store');

describePasskeyStoreContract(
  "AdminPasskeyStore and AdminChallengeStore (the Firestore jar, the server's SDK)",
  async () => {
    await env.project.admin.clear();
    return { keys: new AdminPasskeyStore(env.db), challenges: new AdminChallengeStore(env.db) };
  },
);
