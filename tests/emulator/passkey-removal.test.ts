import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setLogLevel } from 'firebase/firestore';
import type { Auth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG_COLLECTION } from '../../src/audit/adapters/audit-collections';
import { PASSKEYS_COLLECTION } from '../../src/passkeys/adapters/passkeys-collections';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { answerPasskeysCall } from '../../src/passkeys/adapters/server/answer-passkeys-call';
import { composePasskeys } from '../../src/server/passkeys/passkeys-composition';
import type { PasskeyCaller } from '../../src/passkeys/domain/passkey-rules';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { registerAdminAuthEmulator } from './support/admin-auth-emulator';
import { registerAdminTestProject } from './support/admin-test-project';
import { teamMemberMaker } from './support/team-members';

const env = registerAdminTestProject('passkey-removal');
const emulator = registerAdminAuthEmulator('passkey-removal-auth');

const SITE = 'https://primerpaso.test';
const OLD_PASSWORD = 'la-clave-de-siempre';

beforeAll(() => setLogLevel('error'));

/** The claims of an ID token, as the rules and the callable read them. */
function claimsOf(
  idToken: string,
): { user_id: string; auth_time: number } & Record<string, unknown> {
  const [, payload = ''] = idToken.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    user_id: string;
    auth_time: number;
  };
}

/** Firestore as a page holding this ID token sees it: the rules get the token's own claims. */
function firestoreWith(idToken: string) {
  const { user_id, ...claims } = claimsOf(idToken);
  return env.project.rules.authenticatedContext(user_id, claims).firestore();
}

/** Auth as the function sees it, but its first change of a password kills the process. */
function diesAtFirstPasswordChange(auth: Auth): Auth {
  let died = false;
  return new Proxy(auth, {
    get(target, name) {
      if (name === 'updateUser' && !died)
        return () => {
          died = true;
          return Promise.reject(new Error('El proceso murió'));
        };
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Auth keeps its times to the second: waits until the clock is in a later second. */
const nextSecond = () =>
  new Promise<void>((done) => setTimeout(done, 1000 - (Date.now() % 1000) + 50));

/**
 * Taking keys away, as the passkeys function does it (answerPasskeysCall on its composition), on
 * the Firestore jar and the Auth emulator, each caller's session as its ID token says: who, when
 * it began, whether a passkey opened it. Issue 38: a member whose keys an admin took away (a lost
 * phone) keeps no session, in the rules too; the last admin with keys keeps theirs, however many
 * admins remove at once.
 */
async function world(serverAuth: (auth: Auth) => Auth = (auth) => auth) {
  await env.project.admin.clear();
  const auth = emulator.auth();
  const member = teamMemberMaker(env.db, auth, OLD_PASSWORD);
  const ana = await member('ana@cooperativa.example', 'admin');
  const carla = await member('carla@cooperativa.example', 'admin');
  const beto = await member('beto@cooperativa.example', 'staff');
  await nextSecond();
  const services = composePasskeys(SITE, { db: env.db, auth: serverAuth(auth) });
  const authenticator = new SoftwareAuthenticator(SITE);
  /** The caller the function makes of this ID token. */
  const callerOf = (idToken: string): PasskeyCaller => {
    const claims = claimsOf(idToken);
    return {
      uid: claims.user_id,
      email: String(claims.email),
      passkeySession: claims.passkey === true,
      sessionStartedAt: new Date(claims.auth_time * 1000),
    };
  };
  const call = (idToken: string, data: object) =>
    answerPasskeysCall(services, callerOf(idToken), data);
  /**
   * The same call with the session's start left unknown: what a race tries is the check made
   * when keys are taken, not the session (a revocation landing first would refuse the other).
   */
  const callAtOnce = (idToken: string, data: object) =>
    answerPasskeysCall(services, { ...callerOf(idToken), sessionStartedAt: undefined }, data);
  const data = async (answer: ReturnType<typeof call>) => {
    const settled = await answer;
    if (!settled.ok) throw new Error(`Refused: ${settled.reason}`);
    return settled.data;
  };
  const passwordSession = (who: { email: string }, password = OLD_PASSWORD) =>
    emulator.owner().signIn(who.email, password);
  /**
   * A key of the member's, from `session` (a password session's for their first): the ID token
   * of the passkey session it opens.
   */
  const enrollFrom = async (session: string, name = 'Mi teléfono') => {
    const options = await data(call(session, { action: 'enrollment-options' }));
    const { token } = (await data(
      call(session, { action: 'enroll', response: authenticator.create(options), name }),
    )) as { token: string };
    return emulator.owner().signInWithCustomToken(token);
  };
  /** The member's first key, from a password session: the passkey session's ID token. */
  const enroll = async (who: { email: string }) => enrollFrom(await passwordSession(who));
  return { auth, ana, carla, beto, call, callAtOnce, data, enroll, enrollFrom, passwordSession };
}

describe("An admin taking a member's keys away (a lost phone), on the emulators", () => {
  it("ends the member's passkey session at once in the rules: its token reads no application after", async () => {
    const w = await world();
    const admin = await w.enroll(w.ana);
    const lostPhone = await w.enroll(w.beto);
    await assertSucceeds(getDoc(doc(firestoreWith(lostPhone), APPLICATIONS_COLLECTION, 'SOL1234')));
    await nextSecond();

    expect(await w.call(admin, { action: 'remove', memberUid: w.beto.uid })).toEqual({
      ok: true,
      data: { removed: 1 },
    });
    await assertFails(getDoc(doc(firestoreWith(lostPhone), APPLICATIONS_COLLECTION, 'SOL1234')));
    await expect(w.auth.verifyIdToken(lostPhone, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    expect(await w.call(lostPhone, { action: 'list' })).toEqual({
      ok: false,
      reason: 'session-ended',
    });
  });

  it('replaces the password and e-mails a link to choose a new one; only a session opened with it adds a first key again', async () => {
    const w = await world();
    const admin = await w.enroll(w.ana);
    await w.enroll(w.beto);
    const stolen = await w.passwordSession(w.beto);
    await nextSecond();
    await w.data(w.call(admin, { action: 'remove', memberUid: w.beto.uid }));

    // The thief's password opens nothing now, and their session from before adds no key.
    await expect(w.passwordSession(w.beto)).rejects.toThrow();
    expect(await w.call(stolen, { action: 'enrollment-options' })).toEqual({
      ok: false,
      reason: 'session-ended',
    });

    const [mail, ...others] = await new AdminOutbox(env.db).claimDue(new Date(), 10, 60_000);
    expect(others).toEqual([]);
    expect(mail?.mail.to).toBe(w.beto.email);
    expect(mail?.mail.subject).toBe('Te quitaron las llaves de acceso a la bandeja de solicitudes');
    const link = /https?:\/\/\S*oobCode=\S+/.exec(mail?.mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    await emulator.owner().setPasswordWithLink(link ?? '', 'la-clave-nueva-de-beto');
    await nextSecond();

    const fresh = await w.passwordSession(w.beto, 'la-clave-nueva-de-beto');
    expect(await w.call(fresh, { action: 'enrollment-options' })).toMatchObject({ ok: true });
  });

  it('resets the password and e-mails the member once, however the taking-away is split or repeated', async () => {
    const w = await world();
    const admin = await w.enroll(w.ana);
    const session = await w.enroll(w.beto);
    await w.enrollFrom(session, 'Mi computadora');
    const keys = await w.data(w.call(admin, { action: 'list', memberUid: w.beto.uid }));
    const [phone, computer] = (keys as { id: string }[]).map((key) => key.id);
    await nextSecond();
    // The Auth emulator keeps the links of the file's earlier tests: only this test's count.
    const resetsOfBeto = async () =>
      (await emulator.owner().sentEmails()).filter(
        (sent) => sent.email === w.beto.email && sent.requestType === 'PASSWORD_RESET',
      ).length;
    const resetsBefore = await resetsOfBeto();

    // Equipo's admin takes each of the lost keys (two requests at once); the network repeats one.
    const take = (keyId?: string) =>
      w.call(admin, { action: 'remove', memberUid: w.beto.uid, keyId });
    expect(await Promise.all([take(phone), take(computer)])).toEqual([
      { ok: true, data: { removed: 1 } },
      { ok: true, data: { removed: 1 } },
    ]);
    // Answered as the first was: the key is gone; nothing is taken, reset or mailed again.
    expect(await take(computer)).toEqual({ ok: true, data: { removed: 1 } });
    expect(await take()).toEqual({ ok: true, data: { removed: 2 } });

    const mails = await new AdminOutbox(env.db).claimDue(new Date(Date.now() + 60_000), 10, 60_000);
    expect(mails.map((each) => each.mail.to)).toEqual([w.beto.email]);
    expect((await resetsOfBeto()) - resetsBefore).toBe(1);
    const records = (await env.db.collection(AUDIT_LOG_COLLECTION).get()).docs.map((doc) => doc.id);
    expect(records.filter((id) => id.startsWith('llave-baja-')).sort()).toEqual(
      [`llave-baja-${phone}`, `llave-baja-${computer}`].sort(),
    );
  });

  it('finishes a take-away cut short after its write at the next enrollment: the old password adds no key, and opens nothing after', async () => {
    const w = await world(diesAtFirstPasswordChange);
    const admin = await w.enroll(w.ana);
    await w.enroll(w.beto);
    await nextSecond();
    await expect(w.call(admin, { action: 'remove', memberUid: w.beto.uid })).rejects.toThrow(
      'El proceso murió',
    );
    expect((await env.db.collection(PASSKEYS_COLLECTION).get()).size).toBe(1);

    // Whoever holds the old password signs in after the take-away, to add a key of their own.
    await nextSecond();
    const thief = await w.passwordSession(w.beto);
    expect(await w.call(thief, { action: 'enrollment-options' })).toEqual({
      ok: false,
      reason: 'password-reset-owed',
    });
    await expect(w.passwordSession(w.beto)).rejects.toThrow();
    expect(await w.call(thief, { action: 'enrollment-options' })).toEqual({
      ok: false,
      reason: 'session-ended',
    });
    // The admin's request, repeated, answers as done, and resets and mails nothing more.
    expect(await w.call(admin, { action: 'remove', memberUid: w.beto.uid })).toEqual({
      ok: true,
      data: { removed: 1 },
    });
    const mails = await new AdminOutbox(env.db).claimDue(new Date(Date.now() + 60_000), 10, 60_000);
    expect(mails.map((each) => each.mail.to)).toEqual([w.beto.email]);
  });

  it('keeps the last admin key of two admins taking each other’s keys at once: at most one succeeds', async () => {
    const w = await world();
    const ana = await w.enroll(w.ana);
    const carla = await w.enroll(w.carla);
    await nextSecond();

    const answers = await Promise.all([
      w.callAtOnce(ana, { action: 'remove', memberUid: w.carla.uid }),
      w.callAtOnce(carla, { action: 'remove', memberUid: w.ana.uid }),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([
      { ok: false, reason: 'last-admin-key' },
    ]);
    const keys = await env.db.collection(PASSKEYS_COLLECTION).get();
    expect(keys.size).toBe(1);
  });
});
