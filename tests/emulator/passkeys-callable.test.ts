import { describe, expect, it } from 'vitest';
import { STAFF_COLLECTION } from '../../src/access/adapters/access-collections';
import { AUDIT_LOG_COLLECTION } from '../../src/audit/adapters/audit-collections';
import { PASSKEYS_COLLECTION } from '../../src/passkeys/adapters/passkeys-collections';
import { answerPasskeysCall } from '../../src/passkeys/adapters/server/answer-passkeys-call';
import { composePasskeys } from '../../src/server/passkeys/passkeys-composition';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { registerAdminAuthEmulator } from './support/admin-auth-emulator';
import { registerAdminTestProject } from './support/admin-test-project';
import { teamMemberMaker } from './support/team-members';

const env = registerAdminTestProject('passkeys-callable');
const emulator = registerAdminAuthEmulator('passkeys-callable-auth');

/** The site the ceremonies are pinned to (SITE_URL), and a look-alike of it. */
const SITE = 'https://primerpaso.test';
const LOOK_ALIKE = 'https://primerpaso-acceso.example';

/**
 * The passkeys callable's ceremonies end to end, as its function runs them (answerPasskeysCall on
 * the composition it builds), on the Firestore jar and the Auth emulator, with a software
 * authenticator: each token it answers is signed in with as the page would, and Auth's ID token
 * must say a passkey opened the session.
 */
async function world() {
  await env.project.admin.clear();
  const auth = emulator.auth();
  const member = teamMemberMaker(env.db, auth);
  const admin = await member('ana@cooperativa.example', 'admin');
  const clerk = await member('beto@cooperativa.example', 'staff');
  const services = composePasskeys(SITE, { db: env.db, auth });
  const call = (who: { uid: string; email: string }, data: object, passkeySession = false) =>
    answerPasskeysCall(services, { ...who, passkeySession }, data);
  const data = async (answer: ReturnType<typeof call>) => {
    const settled = await answer;
    if (!settled.ok) throw new Error(`Refused: ${settled.reason}`);
    return settled.data;
  };
  /** The claims of the ID token Auth gives for a minted custom token. */
  const claimsFor = async (token: unknown) => {
    const idToken = await emulator.owner().signInWithCustomToken(String(token));
    return { idToken, claims: await auth.verifyIdToken(idToken) };
  };
  return {
    services,
    auth,
    admin,
    clerk,
    call,
    data,
    claimsFor,
    authenticator: new SoftwareAuthenticator(SITE),
  };
}

type World = Awaited<ReturnType<typeof world>>;

async function enroll({ call, data, authenticator }: World, who: { uid: string; email: string }) {
  const options = await data(call(who, { action: 'enrollment-options' }));
  const answer = (await data(
    call(who, { action: 'enroll', response: authenticator.create(options), name: 'Mi teléfono' }),
  )) as { token: string };
  return answer.token;
}

describe('The passkeys callable on the emulators (Firestore jar, Auth)', () => {
  it('enrolls a first key from a password session, and its token opens a session whose ID token says passkey', async () => {
    const w = await world();
    const token = await enroll(w, w.clerk);
    const { claims } = await w.claimsFor(token);
    expect(claims.uid).toBe(w.clerk.uid);
    expect(claims.passkey).toBe(true);

    const audit = await env.db.collection(AUDIT_LOG_COLLECTION).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        kind: 'cambio-de-llaves',
        change: 'alta-de-llave',
        memberUid: w.clerk.uid,
        keyName: 'Mi teléfono',
      }),
    ]);
  });

  it('answers an enrollment the network sent again with success for the key stored: kept once, audited once', async () => {
    const w = await world();
    const options = await w.data(w.call(w.clerk, { action: 'enrollment-options' }));
    const request = {
      action: 'enroll',
      response: w.authenticator.create(options),
      name: 'Mi teléfono',
    };
    const first = (await w.data(w.call(w.clerk, request))) as { token: string };
    const again = (await w.data(w.call(w.clerk, request))) as { token: string };

    expect((await w.claimsFor(again.token)).claims).toMatchObject({
      uid: w.clerk.uid,
      passkey: true,
    });
    expect((await w.claimsFor(first.token)).claims.uid).toBe(w.clerk.uid);
    expect((await env.db.collection(PASSKEYS_COLLECTION).get()).size).toBe(1);
    expect((await env.db.collection(AUDIT_LOG_COLLECTION).get()).size).toBe(1);
    expect(await w.call(w.admin, request)).toEqual({ ok: false, reason: 'challenge-unusable' });
  });

  it("writes each change of keys with its audit record, under the key's own id: a take-away repeated writes none again", async () => {
    const w = await world();
    await enroll(w, w.admin);
    await enroll(w, w.clerk);
    const [key] = (await w.data(
      w.call(w.admin, { action: 'list', memberUid: w.clerk.uid }, true),
    )) as { id: string }[];
    const removal = { action: 'remove', memberUid: w.clerk.uid, keyId: key?.id };
    expect(await w.call(w.admin, removal, true)).toEqual({ ok: true, data: { removed: 1 } });
    expect(await w.call(w.admin, removal, true)).toEqual({ ok: true, data: { removed: 1 } });

    const audit = await env.db.collection(AUDIT_LOG_COLLECTION).get();
    const taken = audit.docs.filter((doc) => doc.get('change') === 'baja-de-llave');
    expect(taken.map((doc) => [doc.id, doc.data()])).toEqual([
      [
        `llave-baja-${key?.id}`,
        {
          kind: 'cambio-de-llaves',
          change: 'baja-de-llave',
          memberUid: w.clerk.uid,
          memberEmail: w.clerk.email,
          keyName: 'Mi teléfono',
          count: 1,
          at: expect.anything(),
          uid: w.admin.uid,
          email: w.admin.email,
        },
      ],
    ]);
    const [own] = (await w.data(w.call(w.admin, { action: 'list' }, true))) as { id: string }[];
    expect(audit.docs.map((doc) => doc.id).sort()).toEqual(
      [`llave-alta-${own?.id}`, `llave-alta-${key?.id}`, `llave-baja-${key?.id}`].sort(),
    );
  });

  it('signs in with the key after the password: a token whose session says passkey', async () => {
    const w = await world();
    await enroll(w, w.clerk);
    const options = await w.data(w.call(w.clerk, { action: 'sign-in-options' }));
    const answer = (await w.data(
      w.call(w.clerk, { action: 'sign-in', response: w.authenticator.get(options) }),
    )) as { token: string };
    expect((await w.claimsFor(answer.token)).claims.passkey).toBe(true);
  });

  it('refuses a wrong signature, a replayed challenge and an answer from a look-alike origin', async () => {
    const w = await world();
    await enroll(w, w.clerk);
    const options = () => w.data(w.call(w.clerk, { action: 'sign-in-options' }));
    const signIn = (response: unknown) => w.call(w.clerk, { action: 'sign-in', response });

    const forged = w.authenticator.get(await options(), {
      signWith: SoftwareAuthenticator.strangerKey(),
    });
    expect(await signIn(forged)).toEqual({ ok: false, reason: 'not-verified' });

    const genuine = w.authenticator.get(await options());
    expect(await signIn(genuine)).toMatchObject({ ok: true });
    expect(await signIn(genuine)).toEqual({ ok: false, reason: 'challenge-unusable' });

    const phished = w.authenticator.get(await options(), { origin: LOOK_ALIKE });
    expect(await signIn(phished)).toEqual({ ok: false, reason: 'not-verified' });

    const second = await w.data(w.call(w.clerk, { action: 'enrollment-options' }, true));
    const elsewhere = w.authenticator.create(second, LOOK_ALIKE);
    expect(
      await w.call(w.clerk, { action: 'enroll', response: elsewhere, name: 'Otra' }, true),
    ).toEqual({ ok: false, reason: 'not-verified' });
  });

  it("refuses a key an admin took away, and ends that member's open sessions", async () => {
    const w = await world();
    await enroll(w, w.admin);
    const token = await enroll(w, w.clerk);
    const { idToken, claims } = await w.claimsFor(token);
    const options = await w.data(w.call(w.clerk, { action: 'sign-in-options' }));

    await new Promise((done) => setTimeout(done, 1100));
    expect(await w.call(w.admin, { action: 'remove', memberUid: w.clerk.uid }, true)).toEqual({
      ok: true,
      data: { removed: 1 },
    });
    expect(
      await w.call(w.clerk, { action: 'sign-in', response: w.authenticator.get(options) }),
    ).toEqual({ ok: false, reason: 'unknown-key' });
    await expect(w.auth.verifyIdToken(idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    // That session, as the function reads its token, adds no key of its own (a lost phone's).
    const lostPhone = { ...w.clerk, sessionStartedAt: new Date(claims.auth_time * 1000) };
    expect(
      await answerPasskeysCall(
        w.services,
        { ...lostPhone, passkeySession: true },
        { action: 'enrollment-options' },
      ),
    ).toEqual({ ok: false, reason: 'session-ended' });
    const changes = (await env.db.collection(AUDIT_LOG_COLLECTION).get()).docs.map(
      (doc) => doc.data().change as unknown,
    );
    expect(changes.sort()).toEqual(['alta-de-llave', 'alta-de-llave', 'baja-de-llave']);
  });

  it('adds a second key only from a session a passkey opened, and none for someone off the allowlist', async () => {
    const w = await world();
    await enroll(w, w.clerk);
    expect(await w.call(w.clerk, { action: 'enrollment-options' })).toEqual({
      ok: false,
      reason: 'passkey-session-required',
    });
    await env.db.collection(STAFF_COLLECTION).doc(w.clerk.uid).delete();
    expect(await w.call(w.clerk, { action: 'sign-in-options' })).toEqual({
      ok: false,
      reason: 'not-member',
    });
  });
});
