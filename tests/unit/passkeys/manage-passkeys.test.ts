import { describe, expect, it } from 'vitest';
import {
  PasskeyRefusedError,
  type PasskeyRefusal,
} from '../../../src/passkeys/domain/passkey-errors';
import { passkeyFailureText } from '../../../src/passkeys/ui/passkey-messages';
import {
  addAnotherKey,
  ANA,
  BETO,
  CARLA,
  caller,
  enrollFirstKey,
  passkeyServer,
  SIGNED_IN_AT,
  SITE,
} from '../../support/passkey-fixtures';

async function refused(action: Promise<unknown>, reason: PasskeyRefusal) {
  await expect(action).rejects.toEqual(new PasskeyRefusedError(reason));
}

describe("Managing members' passkeys on the server", () => {
  it("lets an admin take a member's keys away (a lost phone): every key gone, each audited, the member's sessions ended", async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    await addAnotherKey(server, BETO);

    expect(await server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid })).toBe(2);
    expect(await server.keys.keysOf(BETO.uid)).toEqual([]);
    expect(server.sessions.ended).toEqual([BETO.uid]);
    const { records } = await server.auditLog.page(null, 10);
    expect(
      records
        .filter((record) => record.kind === 'cambio-de-llaves' && record.change === 'baja-de-llave')
        .map((record) => record.kind === 'cambio-de-llaves' && [record.keyName, record.by.uid]),
    ).toEqual(
      expect.arrayContaining([
        ['Mi computadora', ANA.uid],
        ['Mi teléfono', ANA.uid],
      ]),
    );
  });

  it("taking all of a member's keys starts their access again now, replaces their password and e-mails them a link to choose a new one", async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    server.wait(60_000);
    const removedAt = new Date(SIGNED_IN_AT.getTime() + 60_000);

    await server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid });
    expect(server.members.get(BETO.uid)?.accessSince?.getTime()).toBeGreaterThan(
      removedAt.getTime() - 1,
    );
    expect(server.sessions.ended).toEqual([BETO.uid]);
    expect(server.sessions.passwordsReset).toEqual([BETO.uid]);
    const [mail, ...more] = await server.outbox.claimDue(removedAt, 10, 60_000);
    expect(more).toEqual([]);
    expect(mail?.mail.to).toBe(BETO.email);
    expect(mail?.mail.subject).toBe('Te quitaron las llaves de acceso a la bandeja de solicitudes');
    expect(mail?.mail.text).toContain(
      'Por seguridad también cambiamos tu contraseña. Elige una nueva en este enlace (sirve una vez):\n\nhttps://primerpaso.invalid/contrasena?cuenta=uid-beto&vez=1',
    );
    expect(mail?.mail.text).toContain(
      `Después entra en ${SITE}/personal/ con este correo y esa contraseña: la bandeja te pedirá que crees una llave de acceso nueva.`,
    );
  });

  it('resets the password and e-mails the member once, however the taking-away is repeated or split', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    const options = await server.beginEnrollment.execute(caller(BETO, true));
    await server.finishEnrollment.execute(caller(BETO, true), {
      response: server.authenticator.create(options),
      name: 'Mi teléfono',
    });
    const [computer, phone] = await server.keys.keysOf(BETO.uid);
    const take = (keyId?: string) =>
      server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid, keyId });

    // Equipo's admin takes each key at once (two requests), then the network repeats them:
    // answered as done, as the log says.
    expect(await Promise.all([take(computer?.id), take(phone?.id)])).toEqual([1, 1]);
    expect(await take(phone?.id)).toBe(1);
    expect(await take()).toBe(2);

    expect(server.sessions.passwordsReset).toEqual([BETO.uid]);
    const mails = await server.outbox.claimDue(new Date('2027-01-01'), 10, 60_000);
    expect(mails.map((each) => each.mail.to)).toEqual([BETO.email]);
    const { records } = await server.auditLog.page(null, 10);
    expect(records.map((record) => record.kind === 'cambio-de-llaves' && record.change)).toEqual([
      'baja-de-llave',
      'baja-de-llave',
      'alta-de-llave',
      'alta-de-llave',
      'alta-de-llave',
    ]);
  });

  it("taking one of a member's keys while another stays ends their sessions, but needs no new password", async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    await addAnotherKey(server, BETO);
    const [, phone] = await server.keys.keysOf(BETO.uid);

    expect(
      await server.removePasskeys.execute(caller(ANA, true), {
        memberUid: BETO.uid,
        keyId: phone?.id,
      }),
    ).toBe(1);
    expect(server.sessions.ended).toEqual([BETO.uid]);
    expect(server.sessions.passwordsReset).toEqual([]);
    expect(await server.outbox.claimDue(new Date('2027-01-01'), 10, 60_000)).toEqual([]);
  });

  it('lets a member whose keys were taken away add a first key again only from a password session opened after', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    server.wait(60_000);
    await server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid });
    // The thief's password session, opened before the removal: the member has no key now, but
    // that session began before their access did.
    const before = { ...caller(BETO), sessionStartedAt: new Date(SIGNED_IN_AT.getTime() + 30_000) };
    await refused(server.beginEnrollment.execute(before), 'session-ended');

    server.wait(60_000);
    const after = { ...caller(BETO), sessionStartedAt: new Date(SIGNED_IN_AT.getTime() + 120_000) };
    const options = await server.beginEnrollment.execute(after);
    const { token } = await server.finishEnrollment.execute(after, {
      response: server.authenticator.create(options),
      name: 'Mi teléfono nuevo',
    });
    expect(JSON.parse(token)).toEqual({ uid: BETO.uid, claims: { passkey: true } });
  });

  it('enrolls from a password session only a member with no key, whose session began at or after their access did', async () => {
    const server = passkeyServer();
    const rejoined = new Date(SIGNED_IN_AT.getTime() + 1_000);
    server.members.set(BETO.uid, { ...BETO, accessSince: rejoined });
    await refused(server.beginEnrollment.execute(caller(BETO)), 'session-ended');
    const sameSecond = { ...caller(BETO), sessionStartedAt: rejoined };
    await expect(server.beginEnrollment.execute(sameSecond)).resolves.toBeDefined();

    server.members.set(BETO.uid, { ...BETO, accessSince: null });
    await refused(server.beginEnrollment.execute(caller(BETO)), 'session-ended');
  });

  it('grants nothing to a session opened before an admin took the keys away: the lost phone adds no key of its own', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    await server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid });

    await refused(server.beginEnrollment.execute(caller(BETO, true)), 'session-ended');
    await refused(server.listPasskeys.execute(caller(BETO, true)), 'session-ended');
    const later = { ...caller(BETO), sessionStartedAt: new Date('2026-03-14T16:00:00.000Z') };
    await expect(server.listPasskeys.execute(later)).resolves.toEqual([]);
  });

  it("refuses a clerk taking another member's keys, and anyone managing keys from a password session", async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    await refused(
      server.removePasskeys.execute(caller(BETO, true), { memberUid: ANA.uid }),
      'not-admin',
    );
    await refused(
      server.removePasskeys.execute(caller(ANA), { memberUid: BETO.uid }),
      'passkey-session-required',
    );
    await refused(server.listPasskeys.execute(caller(BETO, true), ANA.uid), 'not-admin');
    await refused(server.listPasskeys.execute(caller(ANA), BETO.uid), 'passkey-session-required');
    expect(await server.keys.keysOf(ANA.uid)).toHaveLength(1);
  });

  it('lets nobody take their own last key (they add another first), and says so in Spanish', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, BETO);
    const own = server.removePasskeys.execute(caller(BETO, true), { memberUid: BETO.uid });
    await refused(own, 'own-last-key');
    expect(passkeyFailureText(new PasskeyRefusedError('own-last-key'))).toBe(
      'Es tu única llave de acceso: no puedes quitarla. Primero crea otra llave y después quita esta.',
    );

    await enrollFirstKey(server, ANA);
    await refused(
      server.removePasskeys.execute(caller(ANA, true), { memberUid: ANA.uid }),
      'own-last-key',
    );
    expect(await server.keys.keysOf(ANA.uid)).toHaveLength(1);
    expect(await server.keys.keysOf(BETO.uid)).toHaveLength(1);
  });

  it('lets a member take one of their own keys while another stays: no session ended, no password reset', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, BETO);
    await addAnotherKey(server, BETO);
    const [, phone] = await server.keys.keysOf(BETO.uid);

    expect(
      await server.removePasskeys.execute(caller(BETO, true), {
        memberUid: BETO.uid,
        keyId: phone?.id,
      }),
    ).toBe(1);
    expect((await server.keys.keysOf(BETO.uid)).map((key) => key.name)).toEqual(['Mi computadora']);
    expect(server.sessions.ended).toEqual([]);
    expect(server.sessions.passwordsReset).toEqual([]);
    await refused(
      server.removePasskeys.execute(caller(BETO, true), { memberUid: BETO.uid }),
      'own-last-key',
    );
  });

  it('keeps the last key of the last admin with keys until another admin has one', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, CARLA);
    expect(await server.removePasskeys.execute(caller(CARLA, true), { memberUid: ANA.uid })).toBe(
      1,
    );
    // What two admins taking each other's last keys at once would come to: the store refuses
    // the second in the same step as its write (on the jar: tests/emulator/passkeys-callable).
    await expect(
      server.keys.takeAway({
        memberUid: CARLA.uid,
        keepOne: false,
        endSessions: true,
        audit: { memberEmail: CARLA.email, by: ANA },
      }),
    ).rejects.toEqual(new PasskeyRefusedError('last-admin-key'));
    expect(await server.keys.keysOf(CARLA.uid)).toHaveLength(1);
  });

  it("lists a member's keys by name and use, never a public key", async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, BETO, 'Mi computadora');
    const listed = await server.listPasskeys.execute(caller(ANA, true), BETO.uid);
    expect(listed).toEqual([
      {
        id: expect.any(String),
        name: 'Mi computadora',
        createdAt: new Date('2026-03-14T15:09:26.000Z'),
        lastUsedAt: new Date('2026-03-14T15:09:26.000Z'),
      },
    ]);
  });

  it('lets a clerk list, add and remove their own keys (Mis llaves de acceso)', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, BETO, 'Mi computadora');
    await addAnotherKey(server, BETO);
    const listed = await server.listPasskeys.execute(caller(BETO, true));
    expect(listed.map((key) => key.name)).toEqual(['Mi computadora', 'Mi teléfono']);

    const removed = await server.removePasskeys.execute(caller(BETO, true), {
      memberUid: BETO.uid,
      keyId: listed[0]?.id,
    });
    expect(removed).toBe(1);
    expect((await server.listPasskeys.execute(caller(BETO, true))).map((key) => key.name)).toEqual([
      'Mi teléfono',
    ]);
  });
});
