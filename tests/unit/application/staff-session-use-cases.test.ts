import { describe, expect, it } from 'vitest';
import { SendPasswordReset } from '../../../src/access/application/send-password-reset';
import { SignInStaff } from '../../../src/access/application/sign-in-staff';
import { SignOutStaff } from '../../../src/access/application/sign-out-staff';
import {
  WatchStaffSession,
  type StaffSession,
} from '../../../src/access/application/watch-staff-session';
import { SignInError, type StaffAuthenticator } from '../../../src/access/domain/staff-access';
import type { PasskeyHolders, StaffEntry } from '../../../src/access/domain/staff-access';
import { AddPasskey } from '../../../src/passkeys/application/passkey-page-use-cases';
import { sessionNotice } from '../../../src/access/ui/session-notice';
import {
  ADMIN,
  CLERK,
  OUTSIDER,
  PASSWORD,
  passkeysFor,
  staffAccess,
} from '../../support/staff-fixtures';

function watchSessions(
  access: ReturnType<typeof staffAccess>,
  holders: PasskeyHolders = passkeysFor(access).holders,
) {
  const sessions: StaffSession[] = [];
  const stop = new WatchStaffSession(access, access, holders).watch({
    next: (session) => sessions.push(session),
    error: (error) => {
      throw error;
    },
  });
  return { sessions, stop, last: () => sessions.at(-1) };
}

describe('WatchStaffSession', () => {
  it('starts with nobody, then shows the member with their role once a passkey opened the session, and nobody after signing out', async () => {
    const access = staffAccess();
    const passkeys = passkeysFor(access);
    const { last } = watchSessions(access, passkeys.holders);
    expect(last()).toEqual({ member: null, ended: null });

    await passkeys.signIn(CLERK.email);
    await expect.poll(last).toEqual({ member: { ...CLERK, role: 'staff' } });

    await new SignOutStaff(access).execute();
    expect(last()).toEqual({ member: null, ended: null });
  });

  it('puts a member taken off the allowlist out at once, signs them out, and says why', async () => {
    const access = staffAccess();
    const passkeys = passkeysFor(access);
    const { last } = watchSessions(access, passkeys.holders);
    const users: unknown[] = [];
    access.onUserChanged((user) => users.push(user));
    await passkeys.signIn(CLERK.email);
    await expect.poll(last).toEqual({ member: { ...CLERK, role: 'staff' } });

    access.revoke(CLERK.uid);

    expect(last()).toEqual({ member: null, ended: 'revoked' });
    expect(users.at(-1)).toBeNull();
  });

  it('never shows someone who is not on the allowlist, and does not call it a revocation', async () => {
    const access = staffAccess();
    const { sessions } = watchSessions(access);
    await expect(new SignInStaff(access, access).execute(OUTSIDER.email, PASSWORD)).rejects.toEqual(
      new SignInError('not-allowed'),
    );
    expect(sessions.every((session) => session.member === null && session.ended === null)).toBe(
      true,
    );
  });

  it('forgets why the last session ended once someone signs in again', async () => {
    const access = staffAccess();
    const { last } = watchSessions(access);
    const signIn = new SignInStaff(access, access);
    await signIn.execute(CLERK.email, PASSWORD);
    access.revoke(CLERK.uid);
    await expect(signIn.execute(CLERK.email, PASSWORD)).rejects.toEqual(
      new SignInError('not-allowed'),
    );
    expect(last()).toEqual({ member: null, ended: null });
  });

  it('signs out when the allowlist cannot be read: the inbox is never shown unchecked', async () => {
    const access = staffAccess();
    const failingDirectory = {
      roleOf: access.roleOf.bind(access),
      watchEntry: (_uid: string, listener: { error(error: Error): void }) => {
        listener.error(new Error('permission-denied'));
        return () => undefined;
      },
    };
    const sessions: StaffSession[] = [];
    new WatchStaffSession(access, failingDirectory, passkeysFor(access).holders).watch({
      next: (session) => sessions.push(session),
      error: () => undefined,
    });
    await access.signIn(CLERK.email, PASSWORD);
    expect(sessions.at(-1)).toEqual({ member: null, ended: 'access-check-failed' });
  });

  it('stops listening when asked', async () => {
    const access = staffAccess();
    const { sessions, stop } = watchSessions(access);
    stop();
    await access.signIn(CLERK.email, PASSWORD);
    expect(sessions).toHaveLength(1);
  });
});

describe('WatchStaffSession: a password alone opens no inbox (issue 38)', () => {
  it('asks a member with no passkey to add one; the session the server opens after it shows the inbox', async () => {
    const access = staffAccess();
    const passkeys = passkeysFor(access);
    const { sessions, last } = watchSessions(access, passkeys.holders);

    await new SignInStaff(access, access).execute(CLERK.email, PASSWORD);
    await expect.poll(last).toEqual({
      member: null,
      ended: null,
      passkeyNeeded: { member: { ...CLERK, role: 'staff' }, step: 'enroll' },
    });
    expect(sessions.some((session) => session.member !== null)).toBe(false);

    const { token } = await new AddPasskey(passkeys.service, passkeys.authenticator).execute(
      'Mi computadora',
    );
    await access.openSession(token);
    await expect.poll(last).toEqual({ member: { ...CLERK, role: 'staff' } });
  });

  it('asks a member who has a passkey for it after their password, every time they sign in', async () => {
    const access = staffAccess();
    const passkeys = passkeysFor(access);
    await passkeys.signIn(ADMIN.email);
    await access.signOut();
    const { last } = watchSessions(access, passkeys.holders);

    await access.signIn(ADMIN.email, PASSWORD);
    await expect.poll(last).toEqual({
      member: null,
      ended: null,
      passkeyNeeded: { member: { ...ADMIN, role: 'admin' }, step: 'verify' },
    });
    await passkeys.signIn(ADMIN.email);
    await expect.poll(last).toEqual({ member: { ...ADMIN, role: 'admin' } });
  });

  it('never asks someone off the allowlist for a passkey: they are signed out, as before', async () => {
    const access = staffAccess();
    const { sessions } = watchSessions(access);
    await access.signIn(OUTSIDER.email, PASSWORD);
    await Promise.resolve();
    expect(sessions.every((session) => !('passkeyNeeded' in session))).toBe(true);
    expect(sessions.at(-1)).toEqual({ member: null, ended: null });
    expect(access.currentUser()).toBeNull();
  });

  it('signs out when it cannot learn whether the member has a passkey: nothing is shown unchecked', async () => {
    const access = staffAccess();
    const failing: PasskeyHolders = { hasPasskey: () => Promise.reject(new Error('unavailable')) };
    const { last } = watchSessions(access, failing);
    await access.signIn(CLERK.email, PASSWORD);
    await expect.poll(last).toEqual({ member: null, ended: 'access-check-failed' });
    expect(access.currentUser()).toBeNull();
  });

  it("takes only a passkey session's token it knows, for an account that exists", async () => {
    const access = staffAccess();
    await expect(access.openSession('demo')).rejects.toEqual(
      new SignInError('invalid-credentials'),
    );
    await expect(
      access.openSession(JSON.stringify({ uid: 'uid-nadie', claims: { passkey: true } })),
    ).rejects.toEqual(new SignInError('not-allowed'));
    expect(access.currentUser()).toBeNull();
  });
});

describe('WatchStaffSession: a session from before a change of access (issue 38)', () => {
  /** The in-memory accounts on a clock the test moves on, and the member signed in with a key. */
  async function signedIn(email: string) {
    let now = new Date('2026-11-29T15:00:00.400Z');
    const access = staffAccess(() => now);
    const passkeys = passkeysFor(access);
    const watched = watchSessions(access, passkeys.holders);
    const users: unknown[] = [];
    access.onUserChanged((user) => users.push(user));
    await passkeys.signIn(email);
    await expect.poll(watched.last).toMatchObject({ member: { email } });
    return {
      access,
      passkeys,
      users,
      ...watched,
      later: (ms: number) => {
        now = new Date(now.getTime() + ms);
      },
    };
  }

  it('signs out a member made an admin while signed in, and says to sign in again with the key', async () => {
    const { access, passkeys, users, last, later } = await signedIn(CLERK.email);
    later(2_000);

    access.setRole(CLERK.uid, 'admin');

    expect(last()).toEqual({ member: null, ended: 'access-changed' });
    expect(users.at(-1)).toBeNull();
    expect(sessionNotice(last(), { status: 'idle' })).toEqual({
      urgent: true,
      text: 'Tu acceso cambió (te dieron otro rol, te devolvieron el acceso o te quitaron tus llaves). Vuelve a entrar con tu contraseña y tu llave de acceso.',
    });
    // A session begun after the change has the new access.
    later(1_000);
    await passkeys.signIn(CLERK.email);
    await expect.poll(last).toEqual({ member: { ...CLERK, role: 'admin' } });
  });

  it("signs out a member whose keys were taken away, as the server's new access time says", async () => {
    const { access, last, later } = await signedIn(CLERK.email);
    later(60_000);
    access.renewAccess(CLERK.uid);
    expect(last()).toEqual({ member: null, ended: 'access-changed' });
  });

  it('keeps a session whose access did not rise (an admin made a clerk), or changed within its second', async () => {
    const { access, last, later } = await signedIn(ADMIN.email);
    later(2_000);
    access.setRole(ADMIN.uid, 'staff');
    expect(last()).toEqual({ member: { ...ADMIN, role: 'staff' } });
    // Auth counts a session's start in whole seconds: the same second is let in (sessionHasAccess).
    const clerk = await signedIn(CLERK.email);
    clerk.later(500);
    clerk.access.renewAccess(CLERK.uid);
    expect(clerk.last()).toEqual({ member: { ...CLERK, role: 'staff' } });
  });
});

describe("the demo: an admin taking a member's keys away", () => {
  it("moves that member's access on, as the server does (their open session would end), never the admin's own", async () => {
    let now = new Date('2026-11-29T15:00:00.400Z');
    const access = staffAccess(() => now);
    const { service, authenticator } = passkeysFor(access, { clock: { now: () => now } });
    for (const { email } of [CLERK, ADMIN]) {
      await access.signIn(email, PASSWORD);
      await access.openSession(
        (await new AddPasskey(service, authenticator).execute('Mi computadora')).token,
      );
    }
    now = new Date(now.getTime() + 60_000);

    await service.remove(CLERK.uid);
    // The admin's own: one of two (nobody takes their own last key).
    await new AddPasskey(service, authenticator).execute('Mi teléfono');
    const [own] = await service.list(ADMIN.uid);
    await service.remove(ADMIN.uid, own?.id);

    expect(access.entryOf(ADMIN.uid)).toEqual({ role: 'admin', accessSince: new Date(0) });
    const entries: (StaffEntry | null)[] = [];
    access.watchEntry(CLERK.uid, { next: (entry) => entries.push(entry), error: () => {} })();
    expect(entries).toEqual([{ role: 'staff', accessSince: now }]);
  });
});

describe('SendPasswordReset', () => {
  const authenticator = (failure?: SignInError): StaffAuthenticator & { sentTo: string[] } => ({
    sentTo: [],
    signIn: () => Promise.reject(new Error('unused')),
    openSession: () => Promise.reject(new Error('unused')),
    signOut: () => Promise.resolve(),
    onUserChanged: () => () => undefined,
    async sendPasswordReset(email) {
      if (failure) throw failure;
      this.sentTo.push(email);
    },
  });

  it('sends the link to the trimmed address', async () => {
    const provider = authenticator();
    await new SendPasswordReset(provider).execute('  clerk@coop.test ');
    expect(provider.sentTo).toEqual(['clerk@coop.test']);
  });

  it('answers an unknown account exactly as a known one, so nobody can probe for staff accounts', async () => {
    await expect(
      new SendPasswordReset(authenticator(new SignInError('unknown-account'))).execute(
        'nadie@coop.test',
      ),
    ).resolves.toBeUndefined();
  });

  it('refuses what is not an e-mail address, and reports a lost connection', async () => {
    await expect(new SendPasswordReset(authenticator()).execute('clerk')).rejects.toEqual(
      new SignInError('invalid-email'),
    );
    await expect(
      new SendPasswordReset(authenticator(new SignInError('offline'))).execute('clerk@coop.test'),
    ).rejects.toEqual(new SignInError('offline'));
  });
});
