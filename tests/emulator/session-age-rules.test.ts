import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, doc, getDoc, getDocs, limit, query, setLogLevel } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import { STAFF_COLLECTION } from '../../src/access/adapters/access-collections';
import type { StaffRole } from '../../src/access/domain/staff-member';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { AUDIT_LOG_COLLECTION } from '../../src/audit/adapters/audit-collections';
import { registerAdminTestProject } from './support/admin-test-project';

/**
 * Issue 38: a session that began before its member joined (or got access back, or was made an
 * admin) grants nothing. The server stamps Staff/{uid}.accessSince; the rules compare the ID
 * token's auth_time (seconds) with it. Tokens here carry the claims a real one would.
 */
const env = registerAdminTestProject('session-age-rules');
const JOINED = Date.UTC(2026, 10, 2, 15, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

beforeAll(() => setLogLevel('error'));
beforeEach(() => env.project.admin.clear());

/** A client whose token says its session began at `signedInAt`. */
function sessionOf(uid: string, signedInAt: number) {
  const authTime = seconds(signedInAt);
  return env.project.rules
    .authenticatedContext(uid, {
      email: `${uid}@cooperativa.example`,
      // A passkey's session: what these tests try is its age.
      passkey: true,
      auth_time: authTime,
      iat: authTime,
    })
    .firestore();
}

async function entry(uid: string, role: StaffRole, accessSince?: number): Promise<void> {
  await env.db
    .collection(STAFF_COLLECTION)
    .doc(uid)
    .set({
      role,
      ...(accessSince === undefined ? {} : { accessSince: Timestamp.fromMillis(accessSince) }),
    });
}

/** What each role reads on a normal day: an application, the inbox, and for admins the audit log. */
const reads = (role: StaffRole, db: ReturnType<typeof sessionOf>): (() => Promise<unknown>)[] => [
  () => getDoc(doc(db, APPLICATIONS_COLLECTION, 'SOL1234')),
  () => getDocs(query(collection(db, APPLICATIONS_COLLECTION), limit(10))),
  ...(role === 'admin'
    ? [() => getDocs(query(collection(db, AUDIT_LOG_COLLECTION), limit(10)))]
    : []),
];

describe('firestore.rules: a session older than its access grants nothing', () => {
  it.each(['staff', 'admin'] as const)(
    'a %s session that began before access was given reads nothing; one begun after reads',
    async (role) => {
      await entry(`${role}-1`, role, JOINED);
      for (const read of reads(role, sessionOf(`${role}-1`, JOINED - 60_000)))
        await assertFails(read());
      for (const read of reads(role, sessionOf(`${role}-1`, JOINED - 1000)))
        await assertFails(read());
      for (const read of reads(role, sessionOf(`${role}-1`, JOINED))) await assertSucceeds(read());
    },
  );

  it.each(['staff', 'admin'] as const)(
    'a %s entry that does not say when access began grants nothing (written by hand in the console)',
    async (role) => {
      await entry(`${role}-2`, role);
      for (const read of reads(role, sessionOf(`${role}-2`, Date.now()))) await assertFails(read());
    },
  );

  it('a clerk made an admin keeps no admin power in the session from before', async () => {
    await entry('ascendida', 'admin', JOINED);
    await assertFails(
      getDocs(
        query(collection(sessionOf('ascendida', JOINED - 5000), AUDIT_LOG_COLLECTION), limit(10)),
      ),
    );
  });
});
