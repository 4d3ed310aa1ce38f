import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, doc, getDoc, getDocs, limit, query, setLogLevel } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import { STAFF_COLLECTION } from '../../src/access/adapters/access-collections';
import { PASSKEY_CLAIM } from '../../src/access/domain/session-policy';
import type { StaffRole } from '../../src/access/domain/staff-member';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { AUDIT_LOG_COLLECTION } from '../../src/audit/adapters/audit-collections';
import { TALKS_COLLECTION } from '../../src/talks/adapters/talks-collections';
import { registerAdminTestProject } from './support/admin-test-project';

/**
 * Issue 38: what the rules grant to staff requires a session a passkey opened (the custom token's
 * claim only the passkeys function mints). A password alone, stolen or typed into a look-alike
 * page, opens a session that reads nothing, whatever the member's role; it still reads the
 * member's own allowlist entry, which the page needs to lead them to their passkey.
 */
const env = registerAdminTestProject('passkey-session-rules');
const JOINED = Date.UTC(2026, 10, 2, 15, 0, 0);
const SIGNED_IN = JOINED + 60_000;

beforeAll(() => setLogLevel('error'));
beforeEach(() => env.project.admin.clear());

/** A client whose session began after access was given: by password alone, or with a passkey. */
function sessionOf(uid: string, passkey: boolean | undefined) {
  const authTime = Math.floor(SIGNED_IN / 1000);
  return env.project.rules
    .authenticatedContext(uid, {
      email: `${uid}@cooperativa.example`,
      auth_time: authTime,
      iat: authTime,
      ...(passkey === undefined ? {} : { [PASSKEY_CLAIM]: passkey }),
    })
    .firestore();
}

async function member(uid: string, role: StaffRole): Promise<void> {
  await env.db
    .collection(STAFF_COLLECTION)
    .doc(uid)
    .set({ role, accessSince: Timestamp.fromMillis(JOINED) });
}

/** What each role reads on a normal day. */
const reads = (role: StaffRole, db: ReturnType<typeof sessionOf>): (() => Promise<unknown>)[] => [
  () => getDoc(doc(db, APPLICATIONS_COLLECTION, 'SOL1234')),
  () => getDocs(query(collection(db, APPLICATIONS_COLLECTION), limit(10))),
  () =>
    getDocs(
      query(collection(db, APPLICATIONS_COLLECTION, 'SOL1234', HISTORY_COLLECTION), limit(10)),
    ),
  () => getDocs(query(collection(db, TALKS_COLLECTION), limit(10))),
  ...(role === 'admin'
    ? [() => getDocs(query(collection(db, AUDIT_LOG_COLLECTION), limit(10)))]
    : []),
];

describe('firestore.rules: a session the password alone opened reads nothing', () => {
  it.each(['staff', 'admin'] as const)(
    'a %s session without the passkey claim (or with it false) reads nothing; with it, reads',
    async (role) => {
      await member(role, role);
      for (const read of reads(role, sessionOf(role, undefined))) await assertFails(read());
      for (const read of reads(role, sessionOf(role, false))) await assertFails(read());
      for (const read of reads(role, sessionOf(role, true))) await assertSucceeds(read());
    },
  );

  it.each(['staff', 'admin'] as const)(
    "a %s password session still reads its own allowlist entry (to be led to the passkey), no one else's",
    async (role) => {
      await member(role, role);
      await member('otra', 'staff');
      await assertSucceeds(getDoc(doc(sessionOf(role, undefined), STAFF_COLLECTION, role)));
      await assertFails(getDoc(doc(sessionOf(role, undefined), STAFF_COLLECTION, 'otra')));
    },
  );

  it('someone off the allowlist reads nothing, passkey claim or not', async () => {
    for (const read of reads('admin', sessionOf('desconocida', true))) await assertFails(read());
    for (const read of reads('admin', sessionOf('desconocida', undefined)))
      await assertFails(read());
  });
});
