import { describe, expect, it } from 'vitest';
import {
  PasskeyRefusedError,
  type PasskeyRefusal,
} from '../../../src/passkeys/domain/passkey-errors';
import {
  ANA,
  BETO,
  CARLA,
  caller,
  enrollFirstKey,
  passkeyServer,
} from '../../support/passkey-fixtures';

async function refused(action: Promise<unknown>, reason: PasskeyRefusal) {
  await expect(action).rejects.toEqual(new PasskeyRefusedError(reason));
}

describe("Managing members' passkeys on the server", () => {
  it("lets an admin take a member's keys away (a lost phone): every key gone, each audited, the member's sessions ended", async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    const options = await server.beginEnrollment.execute(caller(BETO, true));
    await server.finishEnrollment.execute(caller(BETO, true), {
      response: server.authenticator.create(options),
      name: 'Mi teléfono',
    });

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
    await refused(server.listPasskeys.execute(caller(BETO), ANA.uid), 'not-admin');
    expect(await server.keys.keysOf(ANA.uid)).toHaveLength(1);
  });

  it('keeps the last key of the last admin with keys until another admin has one', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await refused(
      server.removePasskeys.execute(caller(ANA, true), { memberUid: ANA.uid }),
      'last-admin-key',
    );

    await enrollFirstKey(server, CARLA);
    expect(await server.removePasskeys.execute(caller(CARLA, true), { memberUid: ANA.uid })).toBe(
      1,
    );
    await refused(
      server.removePasskeys.execute(caller(CARLA, true), { memberUid: CARLA.uid }),
      'last-admin-key',
    );
  });

  it("lists a member's keys by name and use, never a public key", async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, BETO, 'Mi computadora');
    const listed = await server.listPasskeys.execute(caller(ANA), BETO.uid);
    expect(listed).toEqual([
      {
        id: expect.any(String),
        name: 'Mi computadora',
        createdAt: new Date('2026-03-14T15:09:26.000Z'),
        lastUsedAt: new Date('2026-03-14T15:09:26.000Z'),
      },
    ]);
  });
});
