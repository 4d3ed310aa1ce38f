import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryAuditLog } from '../../../src/audit/adapters/memory/in-memory-audit-log';
import { DEMO_PASSWORD } from '../../../src/pages/staff/demo/demo-inbox-data';
import { createDemoStaffAdapters } from '../../../src/pages/staff/demo-staff-adapters';
import {
  AddPasskey,
  ConfirmWithPasskey,
} from '../../../src/passkeys/application/passkey-page-use-cases';
import { PasskeyRefusedError } from '../../../src/passkeys/domain/passkey-errors';
import { ADMIN, CLERK, PASSWORD, passkeysFor, staffAccess } from '../../support/staff-fixtures';

/** Everyone's sessions and changes of access in one second: Auth's whole seconds count them alike. */
const NOW = new Date('2026-11-29T15:00:00.000Z');

function demo() {
  const clock = { now: () => NOW };
  const access = staffAccess(() => NOW);
  const auditLog = new InMemoryAuditLog(clock);
  const passkeys = passkeysFor(access, { clock, auditLog });
  /** Signs in with the password, adds the first key, and opens the session it answers. */
  const enroll = async (email: string, name = 'Mi computadora') => {
    await access.signIn(email, PASSWORD);
    const { token } = await new AddPasskey(passkeys.service, passkeys.authenticator).execute(name);
    await access.openSession(token);
    return token;
  };
  return { access, auditLog, ...passkeys, enroll };
}

describe("demo mode's passkeys: the server's use cases in the page", () => {
  it("takes only the stand-in's answers (it is no authenticator), and refuses as the server does", async () => {
    const { access, service, authenticator, enroll } = demo();
    const token = await enroll(ADMIN.email);
    expect((await service.list()).map((key) => key.name)).toEqual(['Mi computadora']);
    expect(token).toBe(JSON.stringify({ uid: ADMIN.uid, claims: { passkey: true } }));
    expect(await new ConfirmWithPasskey(service, authenticator).execute()).toEqual({ token });

    // A real-looking answer to the challenge drawn: nothing to show it is the stand-in's.
    const { challenge } = (await service.enrollmentOptions()) as { challenge: string };
    await expect(
      service.enroll({ id: 'AAAA', challenge, response: { clientDataJSON: 'x' } }, 'Falsa'),
    ).rejects.toEqual(new PasskeyRefusedError('not-verified'));
    // One's own last key stays; someone with none has no key to use.
    await expect(service.remove(ADMIN.uid)).rejects.toEqual(
      new PasskeyRefusedError('own-last-key'),
    );
    await access.signIn(CLERK.email, PASSWORD);
    await expect(new ConfirmWithPasskey(service, authenticator).execute()).rejects.toEqual(
      new PasskeyRefusedError('unknown-key'),
    );
  });

  it("refuses the last admin's last key while the other admin has none", async () => {
    const { access, service, enroll } = demo();
    access.setRole(CLERK.uid, 'admin');
    const secondAdmin = await enroll(CLERK.email);
    await enroll(ADMIN.email);
    // Two admins taking each other's keys at once, on two computers: the first is let…
    expect(await service.remove(CLERK.uid)).toBe(1);
    // …and the second, from a session opened in that same second (so it still counts), is not.
    await access.openSession(secondAdmin);
    await expect(service.remove(ADMIN.uid)).rejects.toEqual(
      new PasskeyRefusedError('last-admin-key'),
    );
    expect(await service.list(ADMIN.uid)).toHaveLength(1);
  });

  it('writes every change of keys in the audit log that Auditoría reads, by whom and of whose', async () => {
    const { auditLog, service, enroll } = demo();
    await enroll(CLERK.email, 'Teléfono de la oficina');
    await enroll(ADMIN.email);
    await service.remove(CLERK.uid);

    const { records } = await auditLog.page(null, 10);
    // All three in one second (the clock stands still): their order in the log is the ids'.
    const said = records.map((record) =>
      record.kind === 'cambio-de-llaves'
        ? [record.change, record.member.email, record.keyName, record.by.email].join(' · ')
        : record.kind,
    );
    expect(said.sort()).toEqual([
      `alta-de-llave · ${ADMIN.email} · Mi computadora · ${ADMIN.email}`,
      `alta-de-llave · ${CLERK.email} · Teléfono de la oficina · ${CLERK.email}`,
      `baja-de-llave · ${CLERK.email} · Teléfono de la oficina · ${ADMIN.email}`,
    ]);
  });

  describe("the demo page's own composition", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("writes the admin's first key in the log Auditoría reads", async () => {
      vi.useFakeTimers();
      const adapters = createDemoStaffAdapters({ now: () => NOW });
      // The demo answers after its latency: each step is let through the fake timers.
      const settled = async <T>(step: Promise<T>): Promise<T> => {
        await vi.advanceTimersByTimeAsync(2_000);
        return step;
      };
      await settled(adapters.authenticator.signIn('admin@demo.primerpaso.coop', DEMO_PASSWORD));
      await settled(
        new AddPasskey(adapters.passkeys, adapters.passkeyAuthenticator).execute('Mi computadora'),
      );

      const { records } = await settled(adapters.auditLog.page(null, 50));
      expect(records.filter((record) => record.kind === 'cambio-de-llaves')).toMatchObject([
        {
          change: 'alta-de-llave',
          keyName: 'Mi computadora',
          member: { email: 'admin@demo.primerpaso.coop' },
        },
      ]);
    });
  });
});
