import { TeamChangeRefusedError } from '../../src/team/domain/team-errors';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/access/domain/staff-member';
import type { TeamAccounts } from '../../src/team/domain/team-accounts';

/**
 * A fresh, empty team for each test: the port, and what the rest of the system sees of its
 * writes (the sign-in provider, the allowlist the staff page reads).
 */
export interface TeamAccountsWorld {
  accounts: TeamAccounts;
  /** Whether the sign-in provider refuses this account; undefined when there is no account. */
  disabled(uid: string): Promise<boolean | undefined>;
  /** The role on the allowlist (Staff/{uid}) the staff page reads; null when off it. */
  allowlisted(uid: string): Promise<StaffRole | null>;
  /** An account made outside the team (a sign-up, the console), with a password, on no list. */
  outsideAccount(email: string): Promise<string>;
}

/** What every TeamAccounts adapter promises (src/team/domain/team-accounts.ts). */
export function describeTeamAccountsContract(
  adapterName: string,
  create: () => Promise<TeamAccountsWorld>,
) {
  describe(`${adapterName} honours the TeamAccounts contract`, () => {
    /** A member with an account and an active entry; returns the uid. */
    const member = async (world: TeamAccountsWorld, email: string, role: StaffRole) => {
      const { uid } = await world.accounts.accountFor(email);
      await world.accounts.save({ uid, email, role, active: true });
      return uid;
    };

    it('knows nobody before anyone is saved', async () => {
      const { accounts } = await create();
      expect(await accounts.list(100)).toEqual([]);
      expect(await accounts.memberOf('nadie')).toBeNull();
      expect(await accounts.memberByEmail('nadie@cooperativa.example')).toBeNull();
    });

    it('refuses to demote or remove the last active admin, and lets another admin go while one remains', async () => {
      const world = await create();
      const ana = await member(world, 'ana@cooperativa.example', 'admin');
      const clara = await member(world, 'clara@cooperativa.example', 'staff');
      const lastAdmin = { uid: ana, email: 'ana@cooperativa.example', role: 'admin' as const };

      await expect(
        world.accounts.save({ ...lastAdmin, role: 'staff', active: true }),
      ).rejects.toEqual(new TeamChangeRefusedError('last-admin'));
      await expect(world.accounts.save({ ...lastAdmin, active: false })).rejects.toEqual(
        new TeamChangeRefusedError('last-admin'),
      );
      expect(await world.allowlisted(ana)).toBe('admin');
      await world.accounts.save({
        uid: clara,
        email: 'clara@cooperativa.example',
        role: 'admin',
        active: true,
      });
      await world.accounts.save({ ...lastAdmin, role: 'staff', active: true });
      expect(await world.allowlisted(ana)).toBe('staff');
    });

    it('leaves one admin when two demote each other at the same moment', async () => {
      const world = await create();
      const ana = await member(world, 'ana@cooperativa.example', 'admin');
      const beto = await member(world, 'beto@cooperativa.example', 'admin');

      const outcomes = await Promise.allSettled([
        world.accounts.save({
          uid: ana,
          email: 'ana@cooperativa.example',
          role: 'staff',
          active: true,
        }),
        world.accounts.save({
          uid: beto,
          email: 'beto@cooperativa.example',
          role: 'staff',
          active: true,
        }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const roles = [await world.allowlisted(ana), await world.allowlisted(beto)];
      expect(roles.sort()).toEqual(['admin', 'staff']);
    });

    it('creates one account per e-mail: a second call finds the first', async () => {
      const { accounts, disabled } = await create();
      const first = await accounts.accountFor('ana@cooperativa.example');
      const again = await accounts.accountFor('ana@cooperativa.example');
      expect(first.created).toBe(true);
      expect(again).toEqual({ uid: first.uid, created: false });
      expect(await disabled(first.uid)).toBe(false);
    });

    it('never adopts an account made outside the team: it is replaced by a new one, kept off the team until saved', async () => {
      const world = await create();
      const outside = await world.outsideAccount('beto@cooperativa.example');
      const { uid, created } = await world.accounts.accountFor('beto@cooperativa.example');
      expect(created).toBe(true);
      expect(uid).not.toBe(outside);
      expect(await world.disabled(outside)).toBeUndefined();
      expect(await world.disabled(uid)).toBe(false);
      expect(await world.accounts.memberByEmail('beto@cooperativa.example')).toBeNull();
      expect(await world.accounts.memberOf(uid)).toBeNull();
      expect(await world.allowlisted(uid)).toBeNull();
    });

    it('keeps the account of someone on the team, active or not, under the address', async () => {
      const world = await create();
      const uid = await member(world, 'carla@cooperativa.example', 'staff');
      await world.accounts.save({
        uid,
        email: 'carla@cooperativa.example',
        role: 'staff',
        active: false,
      });
      expect(await world.accounts.accountFor('carla@cooperativa.example')).toEqual({
        uid,
        created: false,
      });
    });

    it('puts a saved member on the allowlist with their role, never signed in, no notices chosen', async () => {
      const world = await create();
      const uid = await member(world, 'ana@cooperativa.example', 'staff');
      const expected = {
        uid,
        email: 'ana@cooperativa.example',
        role: 'staff',
        notices: 'ninguno',
        lastSignInAt: null,
        active: true,
      };
      expect(await world.accounts.memberOf(uid)).toEqual(expected);
      expect(await world.accounts.list(100)).toEqual([expected]);
      expect(await world.allowlisted(uid)).toBe('staff');
    });

    it('lists everyone, active or not, in e-mail order, and at most the limit', async () => {
      const world = await create();
      const zoila = await member(world, 'zoila@cooperativa.example', 'admin');
      await member(world, 'ana@cooperativa.example', 'staff');
      const marta = await member(world, 'marta@cooperativa.example', 'staff');
      await world.accounts.save({
        uid: marta,
        email: 'marta@cooperativa.example',
        role: 'staff',
        active: false,
      });

      const team = await world.accounts.list(100);
      expect(team.map(({ email, active }) => [email, active])).toEqual([
        ['ana@cooperativa.example', true],
        ['marta@cooperativa.example', false],
        ['zoila@cooperativa.example', true],
      ]);
      expect(team.find((each) => each.uid === zoila)?.role).toBe('admin');
      const bounded = await world.accounts.list(2);
      expect(bounded).toHaveLength(2);
      for (const each of bounded) expect(team).toContainEqual(each);
    });

    it('takes access away: off the allowlist, the account disabled, still listed with its role', async () => {
      const world = await create();
      // Another admin stays: the last one's access is never taken away.
      await member(world, 'beto@cooperativa.example', 'admin');
      const uid = await member(world, 'ana@cooperativa.example', 'admin');
      await world.accounts.save({
        uid,
        email: 'ana@cooperativa.example',
        role: 'admin',
        active: false,
      });

      expect(await world.allowlisted(uid)).toBeNull();
      expect(await world.disabled(uid)).toBe(true);
      expect(await world.accounts.memberOf(uid)).toMatchObject({ role: 'admin', active: false });
      expect(await world.accounts.memberByEmail('ana@cooperativa.example')).toMatchObject({
        uid,
        active: false,
      });
    });

    it('gives access back: on the allowlist again, the account enabled', async () => {
      const world = await create();
      const uid = await member(world, 'ana@cooperativa.example', 'staff');
      const entry = { uid, email: 'ana@cooperativa.example', role: 'staff' as const };
      await world.accounts.save({ ...entry, active: false });
      await world.accounts.save({ ...entry, active: true });

      expect(await world.allowlisted(uid)).toBe('staff');
      expect(await world.disabled(uid)).toBe(false);
      expect(await world.accounts.memberOf(uid)).toMatchObject({ active: true });
    });

    it("keeps a member's own choice of notices through a change of role", async () => {
      const world = await create();
      const uid = await member(world, 'ana@cooperativa.example', 'staff');
      await world.accounts.chooseNotices(uid, 'resumen-diario');
      expect(await world.accounts.memberOf(uid)).toMatchObject({ notices: 'resumen-diario' });

      await world.accounts.save({
        uid,
        email: 'ana@cooperativa.example',
        role: 'admin',
        active: true,
      });
      expect(await world.accounts.memberOf(uid)).toMatchObject({
        role: 'admin',
        notices: 'resumen-diario',
      });
      expect(await world.allowlisted(uid)).toBe('admin');
    });

    it('refuses a choice of notices from someone off the allowlist', async () => {
      const world = await create();
      const uid = await member(world, 'ana@cooperativa.example', 'staff');
      await world.accounts.save({
        uid,
        email: 'ana@cooperativa.example',
        role: 'staff',
        active: false,
      });
      await expect(world.accounts.chooseNotices(uid, 'cada-solicitud')).rejects.toThrow();
    });

    it('keeps the invitation that made an entry through later saves without one', async () => {
      const world = await create();
      const { uid } = await world.accounts.accountFor('ana@cooperativa.example');
      const entry = { uid, email: 'ana@cooperativa.example', role: 'staff' as const };
      await world.accounts.save({ ...entry, active: true, invitation: 'inv-1' });
      await world.accounts.save({ ...entry, active: false });

      expect(await world.accounts.memberByEmail('ana@cooperativa.example')).toMatchObject({
        uid,
        invitation: 'inv-1',
      });
    });

    it('makes a new link to set the password each time, for an account only', async () => {
      const { accounts } = await create();
      await accounts.accountFor('ana@cooperativa.example');
      const first = await accounts.passwordLinkFor('ana@cooperativa.example');
      const second = await accounts.passwordLinkFor('ana@cooperativa.example');
      expect(new URL(first).protocol).toMatch(/^https?:$/);
      expect(second).not.toBe(first);
      await expect(accounts.passwordLinkFor('nadie@cooperativa.example')).rejects.toThrow();
    });
  });
}
