import {
  InMemoryChallengeStore,
  InMemoryPasskeyStore,
} from '../../src/passkeys/adapters/memory/in-memory-passkey-store';
import { describePasskeyStoreContract } from './passkey-store-contract';

describePasskeyStoreContract('InMemoryPasskeyStore', async () => ({
  keys: new InMemoryPasskeyStore(),
  challenges: new InMemoryChallengeStore(),
}));
