import { beforeEach, describe, expect, it } from 'vitest';
import { isStaffRole } from '../../src/access/domain/staff-member';
import { STAFF_COLLECTION } from '../../src/access/adapters/access-collections';
import { AdminTeamAccounts } from '../../src/team/adapters/server/admin-team-accounts';
import { describeTeamAccountsContract } from '../contract/team-accounts-contract';
import { registerAdminTestProject } from './support/admin-test-project';
import { registerAdminAuthEmulator } from './support/admin-auth-emulator';

const env = registerAdminTestProject('team-accounts');

const emulator = registerAdminAuthEmulator('team-accounts-auth');
beforeEach(async () => {
  await env.project.admin.clear();
});

const auth = emulator.auth;

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
    outsideAccount: (email) => emulator.owner().createAccount(email, 'una-clave-larga-1'),
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

  it('replaces an account a stranger made under the invited address: its password no longer signs in, its uid is gone', async () => {
    const email = 'clerk@cooperativa.example';
    const stranger = await emulator.owner().createAccount(email, 'la-clave-del-extrano');
    await emulator.owner().signIn(email, 'la-clave-del-extrano');

    const { uid, created } = await new AdminTeamAccounts(env.db, auth()).accountFor(email);
    expect(created).toBe(true);
    expect(uid).not.toBe(stranger);
    await expect(emulator.owner().signIn(email, 'la-clave-del-extrano')).rejects.toThrow();
    await expect(auth().getUser(stranger)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await auth().getUser(uid)).email).toBe(email);
  });

  it("lists an entry written in the console before Equipo, by its account's e-mail", async () => {
    const uid = await emulator
      .owner()
      .createAccount('vieja@cooperativa.example', 'una-clave-larga-1');
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
    await emulator.owner().signIn(email, 'una-clave-larga-1');
    const signedIn = (await accounts.memberOf(uid))?.lastSignInAt;
    expect(signedIn?.getTime()).toBeGreaterThan(created);
  });
});
