import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  type Firestore,
} from 'firebase/firestore';
import type { SignedInUser } from '../../../src/access/domain/staff-member';
import { PASSKEY_CLAIM } from '../../../src/access/domain/session-policy';

let appCount = 0;

/**
 * A client signed in as `member` (the emulator accepts an unsigned token with these claims), with
 * the staff page's memory-only cache, talking to `emulatorHost` (the emulator, or a hop in front).
 * Its session is one a passkey opened (the claim the passkeys function mints), as every member's
 * that reads anything; `passkey: false` is a password's session alone, which the rules refuse.
 */
export function memberFirestore(
  projectId: string,
  emulatorHost: string,
  member: SignedInUser,
  { passkey = true }: { passkey?: boolean } = {},
): Firestore {
  appCount += 1;
  const app = initializeApp({ projectId }, `member-${projectId}-${appCount}`);
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  const [host, port] = emulatorHost.split(':');
  connectFirestoreEmulator(db, host as string, Number(port), {
    mockUserToken: { user_id: member.uid, email: member.email, [PASSKEY_CLAIM]: passkey },
  });
  return db;
}
