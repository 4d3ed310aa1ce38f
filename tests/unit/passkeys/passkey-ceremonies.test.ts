import { describe, expect, it } from 'vitest';
import {
  PasskeyRefusedError,
  type PasskeyRefusal,
} from '../../../src/passkeys/domain/passkey-errors';
import { CHALLENGE_LIFETIME_MS } from '../../../src/passkeys/domain/passkey-challenge';
import {
  addAnotherKey,
  ANA,
  BETO,
  caller,
  enrollFirstKey,
  passkeyServer,
  SIGNED_IN_AT,
  type PasskeyServer,
} from '../../support/passkey-fixtures';
import { SoftwareAuthenticator } from '../../support/software-authenticator';

async function refused(action: Promise<unknown>, reason: PasskeyRefusal) {
  await expect(action).rejects.toEqual(new PasskeyRefusedError(reason));
}

const claimsOf = (token: string) => JSON.parse(token) as { uid: string; claims: object };

async function signInOptions(server: PasskeyServer) {
  return server.beginSignIn.execute(caller(BETO));
}

describe('Passkey ceremonies on the server (SimpleWebAuthn, a software authenticator)', () => {
  it("enrolls a member's first key from their password session: kept under its name, audited, and a session token that says a passkey", async () => {
    const server = passkeyServer();
    const { token } = await enrollFirstKey(server, BETO, '  Mi   teléfono ');

    expect(claimsOf(token)).toEqual({ uid: BETO.uid, claims: { passkey: true } });
    const [key] = await server.keys.keysOf(BETO.uid);
    expect(key).toMatchObject({
      memberUid: BETO.uid,
      name: 'Mi teléfono',
      transports: ['internal'],
    });
    const { records } = await server.auditLog.page(null, 10);
    expect(records).toEqual([
      expect.objectContaining({
        kind: 'cambio-de-llaves',
        change: 'alta-de-llave',
        member: { uid: BETO.uid, email: BETO.email },
        keyName: 'Mi teléfono',
        by: { uid: BETO.uid, email: BETO.email },
      }),
    ]);
  });

  it('signs in with the key after the password: a token that says a passkey, the key marked used', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, BETO);
    server.wait(60_000);
    const response = server.authenticator.get(await signInOptions(server));
    const { token } = await server.finishSignIn.execute(caller(BETO), response);

    expect(claimsOf(token)).toEqual({ uid: BETO.uid, claims: { passkey: true } });
    const [key] = await server.keys.keysOf(BETO.uid);
    expect(key?.counter).toBe(1);
    expect(key?.lastUsedAt).toEqual(new Date('2026-03-14T15:10:26.000Z'));
  });

  it('refuses a signature made with another key', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, BETO);
    const forged = server.authenticator.get(await signInOptions(server), {
      signWith: SoftwareAuthenticator.strangerKey(),
    });
    await refused(server.finishSignIn.execute(caller(BETO), forged), 'not-verified');
  });

  it('refuses an answer replayed: its challenge was used up by the first', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, BETO);
    const response = server.authenticator.get(await signInOptions(server));
    await server.finishSignIn.execute(caller(BETO), response);
    await refused(server.finishSignIn.execute(caller(BETO), response), 'challenge-unusable');
  });

  it('answers an enrollment sent again (the network repeated it) with success for the key stored, storing and recording nothing twice', async () => {
    const server = passkeyServer();
    const options = await server.beginEnrollment.execute(caller(BETO));
    const request = { response: server.authenticator.create(options), name: 'Mi computadora' };
    const first = await server.finishEnrollment.execute(caller(BETO), request);

    const again = await server.finishEnrollment.execute(caller(BETO), request);
    expect(JSON.parse(again.token)).toEqual(JSON.parse(first.token));
    expect(await server.keys.keysOf(BETO.uid)).toHaveLength(1);
    const { records } = await server.auditLog.page(null, 10);
    expect(records.filter((record) => record.kind === 'cambio-de-llaves')).toHaveLength(1);

    // Not for another member, nor once the challenge has expired.
    await refused(server.finishEnrollment.execute(caller(ANA), request), 'challenge-unusable');
    server.wait(CHALLENGE_LIFETIME_MS);
    await refused(server.finishEnrollment.execute(caller(BETO), request), 'challenge-unusable');
  });

  it('answers an enrollment sent again with nothing once its key was taken away', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    const options = await server.beginEnrollment.execute(caller(BETO));
    const request = { response: server.authenticator.create(options), name: 'Mi computadora' };
    await server.finishEnrollment.execute(caller(BETO), request);
    server.wait(1_000);
    await server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid });

    const later = { ...caller(BETO), sessionStartedAt: new Date(SIGNED_IN_AT.getTime() + 2_000) };
    await refused(server.finishEnrollment.execute(later, request), 'challenge-unusable');
    expect(await server.keys.keysOf(BETO.uid)).toEqual([]);
  });

  it('uses a challenge up even when its answer fails: a forged answer leaves nothing to retry', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, BETO);
    const options = await signInOptions(server);
    const forged = server.authenticator.get(options, {
      signWith: SoftwareAuthenticator.strangerKey(),
    });
    await refused(server.finishSignIn.execute(caller(BETO), forged), 'not-verified');
    await refused(
      server.finishSignIn.execute(caller(BETO), server.authenticator.get(options)),
      'challenge-unusable',
    );
  });

  it('refuses an answer collected on another origin (a look-alike page), at enrollment and sign-in', async () => {
    const server = passkeyServer();
    const options = await server.beginEnrollment.execute(caller(BETO));
    const elsewhere = server.authenticator.create(options, 'https://primerpaso-login.example');
    await refused(
      server.finishEnrollment.execute(caller(BETO), { response: elsewhere, name: 'Falsa' }),
      'not-verified',
    );
    expect(await server.keys.keysOf(BETO.uid)).toEqual([]);

    await enrollFirstKey(server, BETO);
    const phished = server.authenticator.get(await signInOptions(server), {
      origin: 'https://primerpaso-login.example',
    });
    await refused(server.finishSignIn.execute(caller(BETO), phished), 'not-verified');
  });

  it('refuses a challenge after its lifetime, or drawn for another member or ceremony', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, BETO);
    const late = server.authenticator.get(await signInOptions(server));
    server.wait(CHALLENGE_LIFETIME_MS);
    await refused(server.finishSignIn.execute(caller(BETO), late), 'challenge-unusable');

    const other = server.authenticator.get(await signInOptions(server));
    await refused(server.finishSignIn.execute(caller(ANA), other), 'challenge-unusable');
  });

  it('refuses a removed key', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    const options = await signInOptions(server);
    const [key] = await server.keys.keysOf(BETO.uid);
    server.wait(1_000);
    await server.removePasskeys.execute(caller(ANA, true), {
      memberUid: BETO.uid,
      keyId: key!.id,
    });
    // Even from a password session opened after the removal (with the new password).
    server.wait(60_000);
    const later = { ...caller(BETO), sessionStartedAt: new Date(SIGNED_IN_AT.getTime() + 61_000) };
    await refused(
      server.finishSignIn.execute(later, server.authenticator.get(options)),
      'unknown-key',
    );
  });

  it('adds a second key only from a session a passkey opened: a stolen password adds none', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, BETO);
    await refused(server.beginEnrollment.execute(caller(BETO)), 'passkey-session-required');

    await addAnotherKey(server, BETO, 'Llave de seguridad');
    expect((await server.keys.keysOf(BETO.uid)).map((key) => key.name)).toEqual([
      'Mi computadora',
      'Llave de seguridad',
    ]);
  });

  it('gives no key to someone off the team, nor to a member whose access was taken away', async () => {
    const server = passkeyServer();
    const stranger = { ...BETO, uid: 'uid-stranger', email: 'x@example.test' };
    await refused(server.beginEnrollment.execute(caller(stranger)), 'not-member');
    const options = await server.beginEnrollment.execute(caller(BETO));
    server.members.set(BETO.uid, { ...BETO, active: false });
    await refused(
      server.finishEnrollment.execute(caller(BETO), {
        response: server.authenticator.create(options),
        name: 'Mi computadora',
      }),
      'not-member',
    );
  });
});
