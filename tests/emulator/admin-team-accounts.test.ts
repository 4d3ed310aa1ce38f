import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isStaffRole } from '../../src/access/domain/staff-member';
import { STAFF_COLLECTION } from '../../src/shared/adapters/firestore/collection-names';
import { AdminTeamAccounts } from '../../src/team/adapters/server/admin-team-accounts';
import { describeTeamAccountsContract } from '../contract/team-accounts-contract';
import {
  EMULATORS_PROJECT_ID,
  startAuthEmulator,
  type RunningFirebaseEmulators,
} from '../support/firebase-emulators';
import { registerAdminTestProject } from './support/admin-test-project';
import { AuthEmulatorAdmin } from './support/auth-emulator-admin';

const env = registerAdminTestProject('team-accounts');

let emulator: RunningFirebaseEmulators;
let owner: AuthEmulatorAdmin;
let authApp: App;

beforeAll(async () => {
  // firebase-tools' Auth emulator, this file's own; the allowlist in this file's project on the
  // shared Firestore jar. The Admin SDK's Auth finds the emulator by this variable, as on the
  // Functions emulator.
  emulator = await startAuthEmulator();
  owner = new AuthEmulatorAdmin(emulator.authHost);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.authHost;
  authApp = initializeApp({ projectId: EMULATORS_PROJECT_ID }, 'team-accounts-auth');
}, 120_000);
afterAll(async () => {
  if (authApp) await deleteApp(authApp);
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  await emulator?.stop();
});
beforeEach(async () => {
  await owner.clear();
  await env.project.admin.clear();
});

const auth = () => getAuth(authApp);

describeTeamAccountsContract(
  "AdminTeamAccounts (Auth emulator and the Firestore jar, the server's SDK)",
  async () => ({
    accounts: new AdminTeamAccounts(env.db, auth()),
    disabled: (uid) =>
      auth()
        .getUser(uid)
        .then(
          (user) => user.disabled,
          () => undefined,
        ),
    allowlisted: async (uid) => {
      const role: unknown = (await env.db.collection(STAFF_COLLECTION).doc(uid).get()).get('role');
      return isStaffRole(role) ? role : null;
    },
    outsideAccount: (email) => owner.createAccount(email, 'una-clave-larga-1'),
  }),
);

/** Auth keeps its times to the second: waits until the clock is past the one `since` is in. */
const pastTheSecondOf = (since: number) =>
  new Promise<void>((done) => {
    const wait = () => (Date.now() - since >= 1000 ? done() : setTimeout(wait, 50));
    wait();
  });

describe('AdminTeamAccounts on Firebase alone', () => {
  it("ends the member's sessions as it takes their access away", async () => {
    const accounts = new AdminTeamAccounts(env.db, auth());
    const { uid } = await accounts.accountFor('ana@cooperativa.example');
    await accounts.save({ uid, email: 'ana@cooperativa.example', role: 'staff', active: true });
    const before = Date.parse((await auth().getUser(uid)).tokensValidAfterTime ?? '0');

    await pastTheSecondOf(before);
    await accounts.save({ uid, email: 'ana@cooperativa.example', role: 'staff', active: false });
    const after = Date.parse((await auth().getUser(uid)).tokensValidAfterTime ?? '0');
    expect(after).toBeGreaterThan(before);
  });

  it('takes over an account a stranger made under the invited address: its password no longer signs in', async () => {
    const email = 'clerk@cooperativa.example';
    await owner.createAccount(email, 'la-clave-del-extrano');
    await owner.signIn(email, 'la-clave-del-extrano');

    const { uid, created } = await new AdminTeamAccounts(env.db, auth()).accountFor(email);
    expect(created).toBe(false);
    await expect(owner.signIn(email, 'la-clave-del-extrano')).rejects.toThrow();
    expect(Date.parse((await auth().getUser(uid)).tokensValidAfterTime ?? '0')).toBeGreaterThan(0);
  });

  it("lists an entry written in the console before Equipo, by its account's e-mail", async () => {
    const uid = await owner.createAccount('vieja@cooperativa.example', 'una-clave-larga-1');
    await env.db.collection(STAFF_COLLECTION).doc(uid).set({ role: 'admin' });

    expect(await new AdminTeamAccounts(env.db, auth()).list(100)).toEqual([
      expect.objectContaining({
        uid,
        email: 'vieja@cooperativa.example',
        role: 'admin',
        active: true,
      }),
    ]);
  });

  it('shows the last sign-in of a member who signed in with the password they chose', async () => {
    const accounts = new AdminTeamAccounts(env.db, auth());
    const email = 'ana@cooperativa.example';
    const { uid } = await accounts.accountFor(email);
    await accounts.save({ uid, email, role: 'staff', active: true });
    const created = Date.parse((await auth().getUser(uid)).metadata.creationTime);
    await auth().updateUser(uid, { password: 'una-clave-larga-1' });

    await pastTheSecondOf(created);
    await owner.signIn(email, 'una-clave-larga-1');
    const signedIn = (await accounts.memberOf(uid))?.lastSignInAt;
    expect(signedIn?.getTime()).toBeGreaterThan(created);
  });
});
