import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, query, setLogLevel } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { AUDIT_LOG_COLLECTION } from '../../src/audit/adapters/audit-collections';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { OUTBOX_COLLECTION } from '../../src/notifications/adapters/notifications-collections';
import { AdminTeamAccounts } from '../../src/team/adapters/server/admin-team-accounts';
import { AdminTeamAuditTrail } from '../../src/team/adapters/server/admin-team-audit-trail';
import { AdminTeamSessions } from '../../src/team/adapters/server/admin-team-sessions';
import { answerSignedInTeamCall } from '../../src/team/adapters/server/answer-team-call';
import { ChangeTeamAccess } from '../../src/team/application/change-team-access';
import { ChooseOwnNotices } from '../../src/team/application/choose-own-notices';
import { CreateFirstAdmin } from '../../src/team/application/create-first-admin';
import { InviteMember } from '../../src/team/application/invite-member';
import { ListTeam } from '../../src/team/application/list-team';
import { readSelfSignUp } from '../../src/team/adapters/server/self-sign-up-setting';
import { EMULATORS_PROJECT_ID } from '../support/firebase-emulators';
import { registerAdminTestProject } from './support/admin-test-project';
import { registerAdminAuthEmulator } from './support/admin-auth-emulator';

/**
 * Issue 38's attack on Equipo, on the Auth emulator and the Firestore jar with the server's own
 * adapters: a stranger makes an account under an address the office then invites (or makes its
 * first admin), and keeps the ID token they had before. And an invitation id sent twice for two
 * addresses. Each case failed before the fix.
 */
const env = registerAdminTestProject('team-takeover');
const emulator = registerAdminAuthEmulator('team-takeover-auth');
const auth = emulator.auth;
const BOSS = 'jefa@cooperativa.example';
const TARGET = 'clerk@cooperativa.example';
const STRANGER_PASSWORD = 'la-clave-del-extrano';

beforeAll(() => setLogLevel('error'));
beforeEach(() => env.project.admin.clear());

const clock = { now: () => new Date() };

function server() {
  const accounts = new AdminTeamAccounts(env.db, auth());
  const audit = new AdminTeamAuditTrail(env.db);
  return {
    accounts,
    listTeam: new ListTeam(accounts),
    inviteMember: new InviteMember(accounts, audit, new AdminOutbox(env.db), clock, {
      inboxUrl: 'https://cooperativa.example/personal/',
    }),
    changeTeamAccess: new ChangeTeamAccess(accounts, audit),
    chooseOwnNotices: new ChooseOwnNotices(accounts),
    firstAdmin: new CreateFirstAdmin(accounts, audit),
  };
}

/** The claims of an ID token, as the rules and the callable read them. */
function claimsOf(idToken: string): { user_id: string; email: string; auth_time: number } {
  const [, payload = ''] = idToken.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    user_id: string;
    email: string;
    auth_time: number;
  };
}

/**
 * Firestore as a page holding this ID token sees it: the rules get the token's own claims, and
 * the passkey's, as if a passkey had opened that session (what these tests try is its age).
 */
function firestoreWith(idToken: string) {
  const { user_id, ...claims } = claimsOf(idToken);
  return env.project.rules.authenticatedContext(user_id, { ...claims, passkey: true }).firestore();
}

/** The team function as it answers a call made with this ID token. */
function callTeam(idToken: string, data: Record<string, unknown>) {
  return answerSignedInTeamCall(new AdminTeamSessions(env.db, auth()), server(), idToken, data);
}

/** Auth keeps its times to the second: waits until the clock is in a later second. */
const nextSecond = () =>
  new Promise<void>((done) => setTimeout(done, 1000 - (Date.now() % 1000) + 50));

async function strangerSession(email: string): Promise<string> {
  await emulator.owner().createAccount(email, STRANGER_PASSWORD);
  const idToken = await emulator.owner().signIn(email, STRANGER_PASSWORD);
  await nextSecond();
  return idToken;
}

async function firstAdmin() {
  const outcome = await server().firstAdmin.execute(BOSS, { force: false });
  if (outcome.kind !== 'created') throw new Error(outcome.kind);
  return { uid: outcome.member.uid, email: BOSS };
}

describe('a stranger who made an account under an address before the office invites it', () => {
  it('keeps no session: their old token reads no application and the team function refuses it', async () => {
    const boss = await firstAdmin();
    const stolen = await strangerSession(TARGET);

    await server().inviteMember.execute(boss, {
      email: TARGET,
      role: 'admin',
      invitation: 'invitacion-0001',
    });

    const db = firestoreWith(stolen);
    await assertFails(getDoc(doc(db, APPLICATIONS_COLLECTION, 'SOL1234')));
    await assertFails(getDocs(query(collection(db, AUDIT_LOG_COLLECTION), limit(10))));
    expect(await callTeam(stolen, { action: 'list' }).catch(() => 'refused')).not.toMatchObject({
      ok: true,
    });
    expect(
      await callTeam(stolen, {
        action: 'invite',
        email: 'otro@extrano.example',
        role: 'admin',
        invitation: 'invitacion-0002',
      }).catch(() => 'refused'),
    ).not.toEqual({ ok: true });
    expect(await server().accounts.memberByEmail('otro@extrano.example')).toBeNull();
  });

  it('the invited member, signing in afterwards with the password they chose, reads', async () => {
    const boss = await firstAdmin();
    await strangerSession(TARGET);
    const invited = await server().inviteMember.execute(boss, {
      email: TARGET,
      role: 'staff',
      invitation: 'invitacion-0003',
    });
    await auth().updateUser(invited.uid, { password: 'la-clave-de-la-empleada' });
    await nextSecond();

    const own = await emulator.owner().signIn(TARGET, 'la-clave-de-la-empleada');
    expect(claimsOf(own).user_id).toBe(invited.uid);
    await assertSucceeds(getDoc(doc(firestoreWith(own), APPLICATIONS_COLLECTION, 'SOL1234')));
    await expect(emulator.owner().signIn(TARGET, STRANGER_PASSWORD)).rejects.toThrow();
  });

  it('npm run first-admin takes the same path: the old token of an account under its address reads nothing', async () => {
    const stolen = await strangerSession(BOSS);
    await firstAdmin();

    await assertFails(getDoc(doc(firestoreWith(stolen), APPLICATIONS_COLLECTION, 'SOL1234')));
    expect(await callTeam(stolen, { action: 'list' }).catch(() => 'refused')).not.toMatchObject({
      ok: true,
    });
  });
});

describe('the team function asks whether the session still counts', () => {
  it('refuses a session from before the access was taken away and given back, and takes a new one', async () => {
    const boss = await firstAdmin();
    const invited = await server().inviteMember.execute(boss, {
      email: TARGET,
      role: 'admin',
      invitation: 'invitacion-0004',
    });
    await auth().updateUser(invited.uid, { password: 'la-clave-de-la-empleada' });
    await nextSecond();
    const before = await emulator.owner().signIn(TARGET, 'la-clave-de-la-empleada');
    expect(await callTeam(before, { action: 'list' })).toMatchObject({ ok: true });

    await server().changeTeamAccess.execute(boss, { kind: 'remove', uid: invited.uid });
    expect(await callTeam(before, { action: 'list' })).toEqual({
      ok: false,
      reason: 'stale-session',
    });
    await nextSecond();
    await server().changeTeamAccess.execute(boss, { kind: 'restore', uid: invited.uid });
    expect(await callTeam(before, { action: 'list' })).toEqual({
      ok: false,
      reason: 'stale-session',
    });
    await assertFails(getDoc(doc(firestoreWith(before), APPLICATIONS_COLLECTION, 'SOL1234')));

    await nextSecond();
    const after = await emulator.owner().signIn(TARGET, 'la-clave-de-la-empleada');
    expect(await callTeam(after, { action: 'list' })).toMatchObject({ ok: true });
    await assertSucceeds(getDoc(doc(firestoreWith(after), APPLICATIONS_COLLECTION, 'SOL1234')));
  });

  it('refuses a session from before a clerk was made an admin', async () => {
    const boss = await firstAdmin();
    const clerk = await server().inviteMember.execute(boss, {
      email: TARGET,
      role: 'staff',
      invitation: 'invitacion-0005',
    });
    await auth().updateUser(clerk.uid, { password: 'la-clave-de-la-empleada' });
    await nextSecond();
    const before = await emulator.owner().signIn(TARGET, 'la-clave-de-la-empleada');
    await assertSucceeds(getDoc(doc(firestoreWith(before), APPLICATIONS_COLLECTION, 'SOL1234')));
    await nextSecond();

    await server().changeTeamAccess.execute(boss, { kind: 'role', uid: clerk.uid, role: 'admin' });
    await assertFails(
      getDocs(query(collection(firestoreWith(before), AUDIT_LOG_COLLECTION), limit(10))),
    );
    expect(await callTeam(before, { action: 'list' })).toEqual({
      ok: false,
      reason: 'stale-session',
    });
  });
});

describe('every change to the team is audited, whatever the id the page sends', () => {
  it('two addresses invited under one invitation id: both audited and both e-mailed', async () => {
    const boss = await firstAdmin();
    const invite = (email: string) =>
      server().inviteMember.execute(boss, { email, role: 'admin', invitation: 'repetida-0001' });
    await invite('ana@cooperativa.example');
    const second = await invite('beto@otro.example').catch(() => null);

    const records = await env.db
      .collection(AUDIT_LOG_COLLECTION)
      .where('change', '==', 'invitacion')
      .get();
    const audited = records.docs.map((record) => record.get('memberEmail') as string);
    const mails = (await env.db.collection(OUTBOX_COLLECTION).get()).size;
    if (second === null) {
      // Refused: nothing of the second address is on the team.
      expect(await server().accounts.memberByEmail('beto@otro.example')).toBeNull();
      expect(audited.sort()).toEqual(['ana@cooperativa.example', BOSS]);
    } else {
      expect(audited.sort()).toEqual(['ana@cooperativa.example', 'beto@otro.example', BOSS]);
      expect(mails).toBe(2);
    }
  });

  it('the same invitation sent again (a retry) is stored once', async () => {
    const boss = await firstAdmin();
    const again = () =>
      server().inviteMember.execute(boss, {
        email: 'ana@cooperativa.example',
        role: 'staff',
        invitation: 'reintento-0001',
      });
    const first = await again();
    const second = await again();

    expect(second.uid).toBe(first.uid);
    const records = await env.db
      .collection(AUDIT_LOG_COLLECTION)
      .where('memberEmail', '==', 'ana@cooperativa.example')
      .get();
    expect(records.size).toBe(1);
    expect((await env.db.collection(OUTBOX_COLLECTION).get()).size).toBe(1);
  });
});

describe('self sign-up, as npm run first-admin reads it from Identity Toolkit', () => {
  it("says open on Firebase's default, and closed once the project's config closes it", async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
    const source = {
      projectId: EMULATORS_PROJECT_ID,
      accessToken: 'owner',
      base: `http://${host}/identitytoolkit.googleapis.com`,
    };
    expect(await readSelfSignUp(source)).toBe('open');
    const closed = await fetch(
      `${source.base}/v2/projects/${EMULATORS_PROJECT_ID}/config?updateMask=client.permissions.disabledUserSignup`,
      {
        method: 'PATCH',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ client: { permissions: { disabledUserSignup: true } } }),
      },
    );
    expect(closed.ok).toBe(true);
    expect(await readSelfSignUp(source)).toBe('closed');
  });
});
