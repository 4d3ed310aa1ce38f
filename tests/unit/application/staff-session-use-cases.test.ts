import { describe, expect, it } from 'vitest';
import { SendPasswordReset } from '../../../src/access/application/send-password-reset';
import { SignInStaff } from '../../../src/access/application/sign-in-staff';
import { SignOutStaff } from '../../../src/access/application/sign-out-staff';
import {
  WatchStaffSession,
  type StaffSession,
} from '../../../src/access/application/watch-staff-session';
import { SignInError, type StaffAuthenticator } from '../../../src/access/domain/staff-access';
import type { PasskeyHolders } from '../../../src/access/domain/staff-access';
import { AddPasskey } from '../../../src/passkeys/application/passkey-page-use-cases';
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
      watchRole: (_uid: string, listener: { error(error: Error): void }) => {
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
