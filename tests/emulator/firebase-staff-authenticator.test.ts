import { deleteApp } from 'firebase/app';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/access/domain/staff-member';
import {
  SignInError,
  type SignInFailure,
  type StaffEntry,
} from '../../src/access/domain/staff-access';
import type { SignedInSession, SignedInUser } from '../../src/access/domain/staff-member';
import {
  connectStaffFirebase,
  type StaffFirebase,
} from '../../src/shared/adapters/staff-firebase/connect-staff-firebase';
import { FirebaseStaffAuthenticator } from '../../src/access/adapters/firebase/firebase-staff-authenticator';
import { FirestoreApplicationInbox } from '../../src/applications/adapters/firestore/firestore-application-inbox';
import { FirestoreStaffDirectory } from '../../src/access/adapters/firebase/firestore-staff-directory';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { watch } from '../contract/watch-until';
import type { FirestoreTestProject } from './support/firestore-test-project';
import { registerStaffTestProject } from './support/staff-test-project';
import { toSignInError } from '../../src/access/adapters/firebase/sign-in-failure';
import { freePort } from '../../build/free-port';
import {
  EMULATORS_PROJECT_ID,
  startAuthEmulator,
  type RunningFirebaseEmulators,
} from '../support/firebase-emulators';
import { AuthEmulatorAdmin } from './support/auth-emulator-admin';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';
import {
  WatchStaffSession,
  type StaffSession,
} from '../../src/access/application/watch-staff-session';

const PASSWORD = 'una-clave-larga-1';

let emulator: RunningFirebaseEmulators;
let admin: AuthEmulatorAdmin;
let connections: StaffFirebase[] = [];
let accountCount = 0;
let appCount = 0;

/**
 * The staff page's Firebase against the Auth emulator (or an address where nothing answers), and
 * the Firestore jar.
 */
function connect(authEmulatorHost: string, firestore?: FirestoreTestProject): StaffFirebase {
  appCount += 1;
  const projectId = firestore?.projectId ?? EMULATORS_PROJECT_ID;
  const connection = connectStaffFirebase(
    { projectId, authEmulatorHost, emulatorHost: firestore?.emulatorHost },
    `auth-test-${appCount}`,
  );
  connections.push(connection);
  return connection;
}

const authenticatorAt = (authEmulatorHost: string) =>
  new FirebaseStaffAuthenticator(connect(authEmulatorHost).auth, 5000);

async function newAccount(): Promise<SignedInUser> {
  accountCount += 1;
  const email = `empleada${accountCount}@cooperativa.example`;
  return { uid: await admin.createAccount(email, PASSWORD), email };
}

const failureOf = (attempt: Promise<unknown>): Promise<SignInFailure | unknown> =>
  attempt.then(
    () => 'succeeded',
    (error: unknown) => (error instanceof SignInError ? error.reason : error),
  );

beforeAll(async () => {
  emulator = await startAuthEmulator();
  admin = new AuthEmulatorAdmin(emulator.authHost);
}, 120_000);
afterAll(() => emulator?.stop());
beforeEach(() => admin.clear());
afterEach(async () => {
  await Promise.all(connections.map(({ auth }) => deleteApp(auth.app)));
  connections = [];
});

describe('FirebaseStaffAuthenticator against the Auth emulator', () => {
  it('signs in with e-mail and password, tells listeners when the session began, and signs out', async () => {
    const account = await newAccount();
    const before = Math.floor(Date.now() / 1000);
    const authenticator = authenticatorAt(emulator.authHost);
    const seen: (SignedInSession | null)[] = [];
    const stop = authenticator.onUserChanged((user) => seen.push(user));

    expect(await authenticator.signIn(account.email, PASSWORD)).toEqual(account);
    await authenticator.signOut();

    await expect
      .poll(() => seen)
      .toEqual([
        null,
        { ...account, passkey: false, sessionBeganSeconds: expect.any(Number) as unknown },
        null,
      ]);
    // The ID token's auth_time: this sign-in's second, give or take the emulator's clock.
    const began = seen[1]?.sessionBeganSeconds ?? 0;
    expect(Math.abs(began - before)).toBeLessThanOrEqual(5);
    stop();
  });

  for (const { name, protectEnumeration, wrongPassword, unknownAccount } of [
    {
      name: 'says which was wrong, the password or the account, when Firebase says so',
      protectEnumeration: false,
      wrongPassword: 'wrong-password',
      unknownAccount: 'unknown-account',
    },
    {
      name: 'says only "invalid credentials" with e-mail enumeration protection, as production does',
      protectEnumeration: true,
      wrongPassword: 'invalid-credentials',
      unknownAccount: 'invalid-credentials',
    },
  ])
    it(name, async () => {
      const account = await newAccount();
      if (protectEnumeration) await admin.protectEmailEnumeration(true);
      const authenticator = authenticatorAt(emulator.authHost);

      expect(await failureOf(authenticator.signIn(account.email, 'otra-clave'))).toBe(
        wrongPassword,
      );
      expect(await failureOf(authenticator.signIn('nadie@cooperativa.example', PASSWORD))).toBe(
        unknownAccount,
      );
    });

  it('refuses an address that is not an e-mail, and a disabled account', async () => {
    const account = await newAccount();
    await admin.disableAccount(account.uid);
    const authenticator = authenticatorAt(emulator.authHost);

    expect(await failureOf(authenticator.signIn('no-es-un-correo', PASSWORD))).toBe(
      'invalid-email',
    );
    expect(await failureOf(authenticator.signIn(account.email, PASSWORD))).toBe('not-allowed');
  });

  it('says "offline" when Firebase cannot be reached', async () => {
    const authenticator = authenticatorAt(`127.0.0.1:${await freePort()}`);

    expect(await failureOf(authenticator.signIn('empleada@cooperativa.example', PASSWORD))).toBe(
      'offline',
    );
  });

  it('translates throttling, which the emulator never does', () => {
    expect(toSignInError({ code: 'auth/too-many-requests' })).toEqual(
      new SignInError('too-many-attempts'),
    );
    const unexpected = { code: 'auth/internal-error' };
    expect(toSignInError(unexpected)).toBe(unexpected);
  });

  it('has Firebase send its password-reset e-mail, and answers the same for an unknown address', async () => {
    const account = await newAccount();
    const authenticator = authenticatorAt(emulator.authHost);

    await authenticator.sendPasswordReset(account.email);
    await authenticator.sendPasswordReset('nadie@cooperativa.example');

    const sent = await admin.sentEmails();
    expect(
      sent.filter(({ email }) => email === account.email).map(({ requestType }) => requestType),
    ).toEqual(['PASSWORD_RESET']);
    expect(sent.filter(({ email }) => email === 'nadie@cooperativa.example')).toEqual([]);
  });
});

describe('a sign-in through the Auth emulator, as firestore.rules see it', () => {
  const env = registerStaffTestProject('staff-sign-in');
  beforeAll(() => env.privileged.seed([applicationRecord('SOL1234', dayOf2025(1))]));

  it('lets the ID token in as a member while Staff/{uid} exists, and not before or after', async () => {
    const { project, privileged } = env;
    const account = await newAccount();
    const { auth, db } = connect(emulator.authHost, project);
    const authenticator = new FirebaseStaffAuthenticator(auth);
    const member = await authenticator.signIn(account.email, PASSWORD);
    const inbox = new FirestoreApplicationInbox(db, JAR_CALL_LIMIT_MS);
    const directory = new FirestoreStaffDirectory(db, JAR_CALL_LIMIT_MS);

    expect(await directory.roleOf(member.uid)).toBeNull();
    await expect(inbox.countNew(10)).rejects.toMatchObject({ code: 'permission-denied' });

    await privileged.grant(member.uid, 'admin', member.email);
    const role = watch<StaffRole | null>((listener) =>
      directory.watchEntry(member.uid, {
        next: (entry) => listener.next(entry?.role ?? null),
        error: (error) => listener.error(error),
      }),
    );
    await role.until((seen) => seen === 'admin');
    expect(await directory.roleOf(member.uid)).toBe('admin');
    // The session's watch reads when the entry's access began, to compare with the session's.
    const entry = watch<StaffEntry | null>((listener) =>
      directory.watchEntry(member.uid, listener),
    );
    await entry.until((seen) => seen?.accessSince?.getTime() === 0);
    entry.stop();
    // On the list, but the password alone opened this session: no application.
    await expect(inbox.countNew(10)).rejects.toMatchObject({ code: 'permission-denied' });

    // The session the passkeys function opens for the same account, its claim in the token.
    await authenticator.openSession(admin.customToken(member.uid, { passkey: true }));
    expect(await inbox.countNew(10)).toBe(1);
    await inbox.addNote('SOL1234', 'Firmado con su cuenta.', member);

    await privileged.revoke(member.uid);
    await role.until((seen, index) => seen === null && index > 0);
    role.stop();
    await expect(inbox.countNew(10)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await directory.roleOf('otra-persona')).toBeNull();
  });

  it("signs a passkey session out, saying why, once the member's access moves on after it began", async () => {
    const { project, privileged } = env;
    const account = await newAccount();
    await privileged.grant(account.uid, 'staff', account.email);
    const { auth, db } = connect(emulator.authHost, project);
    const authenticator = new FirebaseStaffAuthenticator(auth);
    const holders = { hasPasskey: () => Promise.resolve(true) };
    const sessions = watch<StaffSession>((listener) =>
      new WatchStaffSession(
        authenticator,
        new FirestoreStaffDirectory(db, JAR_CALL_LIMIT_MS),
        holders,
      ).watch(listener),
    );
    await authenticator.signIn(account.email, PASSWORD);
    await authenticator.openSession(admin.customToken(account.uid, { passkey: true }));
    await sessions.until((seen) => seen.member?.uid === account.uid);

    // What taking their keys away writes: access counts again from now (a second later than the
    // session's start, which Auth keeps in whole seconds).
    await privileged.grant(account.uid, 'staff', account.email, new Date(Date.now() + 2000));
    await sessions.until((seen) => seen.member === null && seen.ended === 'access-changed');
    sessions.stop();
  });
});
