import { describe, expect, it } from 'vitest';
import { SendPasswordReset } from '../../../src/access/application/send-password-reset';
import { SignInStaff } from '../../../src/access/application/sign-in-staff';
import { SignOutStaff } from '../../../src/access/application/sign-out-staff';
import {
  WatchStaffSession,
  type StaffSession,
} from '../../../src/access/application/watch-staff-session';
import { SignInError, type StaffAuthenticator } from '../../../src/access/domain/staff-access';
import { CLERK, OUTSIDER, PASSWORD, staffAccess } from '../../support/staff-fixtures';

function watchSessions(access: ReturnType<typeof staffAccess>) {
  const sessions: StaffSession[] = [];
  const stop = new WatchStaffSession(access, access).watch({
    next: (session) => sessions.push(session),
    error: (error) => {
      throw error;
    },
  });
  return { sessions, stop, last: () => sessions.at(-1) };
}

describe('WatchStaffSession', () => {
  it('starts with nobody, then shows the member with their role once signed in, and nobody after signing out', async () => {
    const access = staffAccess();
    const { last } = watchSessions(access);
    expect(last()).toEqual({ member: null, ended: null });

    await new SignInStaff(access, access).execute(CLERK.email, PASSWORD);
    expect(last()).toEqual({ member: { ...CLERK, role: 'staff' } });

    await new SignOutStaff(access).execute();
    expect(last()).toEqual({ member: null, ended: null });
  });

  it('puts a member taken off the allowlist out at once, signs them out, and says why', async () => {
    const access = staffAccess();
    const { last } = watchSessions(access);
    const users: unknown[] = [];
    access.onUserChanged((user) => users.push(user));
    await new SignInStaff(access, access).execute(CLERK.email, PASSWORD);

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
    new WatchStaffSession(access, failingDirectory).watch({
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

describe('SendPasswordReset', () => {
  const authenticator = (failure?: SignInError): StaffAuthenticator & { sentTo: string[] } => ({
    sentTo: [],
    signIn: () => Promise.reject(new Error('unused')),
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
