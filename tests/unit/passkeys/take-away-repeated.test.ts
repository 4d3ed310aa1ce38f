import { describe, expect, it, vi } from 'vitest';
import { OWED_RESET_HOLD_MS } from '../../../src/passkeys/domain/owed-password-reset';
import { PasskeyRefusedError } from '../../../src/passkeys/domain/passkey-errors';
import { passkeyFailureText } from '../../../src/passkeys/ui/passkey-messages';
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

const LATER = new Date('2027-01-01');

/** Everything a take-away leaves behind that a repeat must not leave twice. */
async function traces(server: PasskeyServer) {
  const { records } = await server.auditLog.page(null, 20);
  return {
    records: records.map((record) => record.id),
    ended: [...server.sessions.ended],
    passwordsReset: [...server.sessions.passwordsReset],
    accessSince: server.members.get(BETO.uid)?.accessSince,
    mails: (await server.outbox.claimDue(LATER, 10, 1)).map((each) => each.id),
  };
}

/** A password session of Beto's, opened `minutes` after the fixtures' sessions. */
const passwordSessionAfter = (minutes: number) => ({
  ...caller(BETO),
  sessionStartedAt: new Date(SIGNED_IN_AT.getTime() + minutes * 60_000),
});

/**
 * "A request the network may repeat is safe to repeat: nothing stored twice, nothing lost."
 * Taking keys away (a lost phone, issue 38), repeated, or cut short by a crash after its write.
 */
describe('Taking keys away, repeated or cut short', () => {
  it('answers a repeated take-away of one key, or of all, as the first did, and writes nothing twice', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    await addAnotherKey(server, BETO);
    const [computer] = await server.keys.keysOf(BETO.uid);
    const take = (keyId?: string) =>
      server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid, keyId });

    expect(await take(computer?.id)).toBe(1);
    const afterOne = await traces(server);
    server.wait(60_000);
    expect(await take(computer?.id)).toBe(1);
    expect(await traces(server)).toEqual({ ...afterOne, mails: [] });

    expect(await take()).toBe(1);
    const afterAll = await traces(server);
    expect(afterAll.passwordsReset).toEqual([BETO.uid]);
    expect(afterAll.mails).toHaveLength(1);
    server.wait(60_000);
    expect(await take()).toBe(2);
    expect(await take(computer?.id)).toBe(1);
    expect(await traces(server)).toEqual({ ...afterAll, mails: [] });
  });

  it('resets the password once when the repeat arrives while the first is still at work', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    const take = () => server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid });

    expect(await Promise.all([take(), take()])).toEqual([1, 1]);
    expect(server.sessions.passwordsReset).toEqual([BETO.uid]);
    const mails = await server.outbox.claimDue(LATER, 10, 1);
    expect(mails.map((each) => each.mail.to)).toEqual([BETO.email]);
  });

  it('lets a step that died holding the reset keep it only a while: no key is added meanwhile, and the next step after pays it', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    // The process dies after the take-away's write and its hold on the reset: nothing runs after.
    const dying = vi
      .spyOn(server.sessions, 'resetPasswordOf')
      .mockImplementationOnce(() => new Promise(() => undefined));
    void server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid });
    await vi.waitFor(() => expect(dying).toHaveBeenCalled());

    server.wait(5_000);
    const thief = { ...caller(BETO), sessionStartedAt: new Date(SIGNED_IN_AT.getTime() + 5_000) };
    const owed = new PasskeyRefusedError('password-reset-owed');
    await expect(server.beginEnrollment.execute(thief)).rejects.toEqual(owed);
    expect(server.sessions.passwordsReset).toEqual([]);

    server.wait(OWED_RESET_HOLD_MS);
    await expect(server.beginEnrollment.execute(thief)).rejects.toEqual(owed);
    expect(server.sessions.passwordsReset).toEqual([BETO.uid]);
    await expect(server.beginEnrollment.execute(thief)).rejects.toEqual(
      new PasskeyRefusedError('session-ended'),
    );
  });

  it('still refuses a key id that was never the member’s', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    const [anas] = await server.keys.keysOf(ANA.uid);
    const take = (keyId: string) =>
      server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid, keyId });

    for (const unknown of [anas?.id ?? '', 'Tm9FeGlzdGVOdW5jYTEyMzQ'])
      await expect(take(unknown)).rejects.toEqual(new PasskeyRefusedError('unknown-key'));
    expect(await server.keys.keysOf(BETO.uid)).toHaveLength(1);
  });

  it('resets the password and e-mails the member on the repeat, when the first died after its write', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    const crash = vi
      .spyOn(server.sessions, 'resetPasswordOf')
      .mockRejectedValueOnce(new Error('El proceso murió'));
    const take = () => server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid });

    await expect(take()).rejects.toThrow('El proceso murió');
    expect(await server.keys.keysOf(BETO.uid)).toEqual([]);
    expect(server.sessions.passwordsReset).toEqual([]);

    expect(await take()).toBe(1);
    expect(crash).toHaveBeenCalledTimes(2);
    expect(server.sessions.passwordsReset).toEqual([BETO.uid]);
    const mails = await server.outbox.claimDue(LATER, 10, 1);
    expect(mails.map((each) => each.mail.to)).toEqual([BETO.email]);
    await take();
    expect(server.sessions.passwordsReset).toEqual([BETO.uid]);
  });

  it('lets no password session add a key while the reset is owed: the member’s next enrollment pays it and refuses', async () => {
    const server = passkeyServer();
    await enrollFirstKey(server, ANA);
    await enrollFirstKey(server, BETO);
    server.wait(60_000);
    vi.spyOn(server.sessions, 'resetPasswordOf').mockRejectedValueOnce(
      new Error('El proceso murió'),
    );
    await expect(
      server.removePasskeys.execute(caller(ANA, true), { memberUid: BETO.uid }),
    ).rejects.toThrow('El proceso murió');
    expect(server.sessions.passwordsReset).toEqual([]);

    // Whoever holds the old (stolen) password signs in after the take-away.
    server.wait(60_000);
    const thief = passwordSessionAfter(2);
    const refusal = new PasskeyRefusedError('password-reset-owed');
    await expect(server.beginEnrollment.execute(thief)).rejects.toEqual(refusal);
    expect(passkeyFailureText(refusal)).toBe(
      'Te enviamos un correo para elegir una contraseña nueva. Entra con esa contraseña y después crea tu llave de acceso.',
    );
    expect(server.sessions.passwordsReset).toEqual([BETO.uid]);
    const mails = await server.outbox.claimDue(LATER, 10, 1);
    expect(mails.map((each) => each.mail.to)).toEqual([BETO.email]);
    // The thief's session is over with the old password; Beto's own, after the reset, enrolls.
    await expect(server.beginEnrollment.execute(thief)).rejects.toEqual(
      new PasskeyRefusedError('session-ended'),
    );
    server.wait(60_000);
    await expect(server.beginEnrollment.execute(passwordSessionAfter(4))).resolves.toBeDefined();
    expect(server.sessions.passwordsReset).toEqual([BETO.uid]);
  });
});
