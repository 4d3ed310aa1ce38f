import { describe, expect, it } from 'vitest';
import { TeamChangeRefusedError, type TeamRefusal } from '../../../src/team/domain/team-errors';
import { ADMIN, CLERK, OUTSIDER } from '../../support/staff-fixtures';
import { teamServer } from '../../support/team-fixtures';
import { fixedClock } from '../../support/deterministic';

const NEW = 'nueva@coop.test';
const INVITATION = 'invitacion-0001';

async function refused(action: Promise<unknown>, reason: TeamRefusal) {
  await expect(action).rejects.toEqual(new TeamChangeRefusedError(reason));
}

async function queuedTo(outbox: ReturnType<typeof teamServer>['outbox']) {
  const due = await outbox.claimDue(new Date(fixedClock().now().getTime() + 1), 10, 60_000);
  return due.map((delivery) => delivery.mail);
}

describe('Equipo on the server', () => {
  it('lists the team for an admin only', async () => {
    const team = teamServer();
    const listed = await team.listTeam.execute(ADMIN);
    expect(listed.map(({ email, role, active }) => ({ email, role, active }))).toEqual([
      { email: ADMIN.email, role: 'admin', active: true },
      { email: CLERK.email, role: 'staff', active: true },
    ]);
    await refused(team.listTeam.execute(CLERK), 'not-admin');
    await refused(team.listTeam.execute(OUTSIDER), 'not-admin');
  });

  it('invites: an account, an allowlist entry, a record, and the link to the new member alone', async () => {
    const team = teamServer();
    const member = await team.inviteMember.execute(ADMIN, {
      email: ' Nueva@Coop.test ',
      role: 'staff',
      invitation: INVITATION,
    });
    expect(member).toMatchObject({ email: NEW, role: 'staff', active: true });
    expect(await team.access.roleOf(member.uid)).toBe('staff');
    const mails = await queuedTo(team.outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(NEW);
    expect(mails[0]!.text).toContain('https://primerpaso.invalid/contrasena');
    expect(mails[0]!.text).toContain('elige tu contraseña');
    // The link lapses: the mail says how to get a fresh one.
    expect(mails[0]!.text).toContain('«¿Olvidaste tu contraseña?»');
    const { records } = await team.auditLog.page(null, 10);
    expect(records).toMatchObject([
      {
        kind: 'cambio-en-el-equipo',
        change: 'invitacion',
        member: { email: NEW },
        role: 'staff',
        by: ADMIN,
      },
    ]);
  });

  it('the same invitation sent again changes nothing: one account, one e-mail, one record', async () => {
    const team = teamServer();
    const request = { email: NEW, role: 'admin' as const, invitation: INVITATION };
    const first = await team.inviteMember.execute(ADMIN, request);
    const again = await team.inviteMember.execute(ADMIN, request);
    expect(again.uid).toBe(first.uid);
    expect((await team.listTeam.execute(ADMIN)).filter((m) => m.email === NEW)).toHaveLength(1);
    expect(await queuedTo(team.outbox)).toHaveLength(1);
    expect((await team.auditLog.page(null, 10)).records).toHaveLength(1);
  });

  it('never adopts an account that exists without an allowlist entry: the member gets a new one', async () => {
    const team = teamServer();
    const member = await team.inviteMember.execute(ADMIN, {
      email: OUTSIDER.email,
      role: 'staff',
      invitation: INVITATION,
    });
    expect(member.uid).not.toBe(OUTSIDER.uid);
    expect(team.access.accountOf(OUTSIDER.uid)).toBeUndefined();
    expect(await team.access.roleOf(OUTSIDER.uid)).toBeNull();
    expect(await team.access.roleOf(member.uid)).toBe('staff');
  });

  it('audits and e-mails a second address invited under an invitation id already used', async () => {
    const team = teamServer();
    for (const email of [NEW, 'otra@cooperativa.example'])
      await team.inviteMember.execute(ADMIN, { email, role: 'admin', invitation: INVITATION });
    const { records } = await team.auditLog.page(null, 10);
    expect(records).toHaveLength(2);
    expect(await queuedTo(team.outbox)).toHaveLength(2);
  });

  it('refuses an e-mail already on the team, a malformed one, and a caller not an admin', async () => {
    const team = teamServer();
    const invite = (email: string, caller = ADMIN) =>
      team.inviteMember.execute(caller, { email, role: 'staff', invitation: INVITATION });
    await refused(invite(CLERK.email.toUpperCase()), 'already-on-team');
    await refused(invite('no-es-un-correo'), 'invalid-email');
    await refused(invite(NEW, CLERK), 'not-admin');
    expect(await queuedTo(team.outbox)).toEqual([]);
  });

  it('removes access (the session ends) and gives it back, each recorded', async () => {
    const team = teamServer();
    const roles: (string | null)[] = [];
    team.access.watchEntry(CLERK.uid, {
      next: (entry) => roles.push(entry?.role ?? null),
      error: () => {},
    });
    await team.changeTeamAccess.execute(ADMIN, { kind: 'remove', uid: CLERK.uid });
    expect(roles.at(-1)).toBeNull();
    expect(team.access.accountOf(CLERK.uid)?.disabled).toBe(true);
    const listed = await team.listTeam.execute(ADMIN);
    expect(listed.find((m) => m.uid === CLERK.uid)).toMatchObject({ active: false });

    await team.changeTeamAccess.execute(ADMIN, { kind: 'restore', uid: CLERK.uid });
    expect(roles.at(-1)).toBe('staff');
    expect(team.access.accountOf(CLERK.uid)?.disabled).toBe(false);
    const { records } = await team.auditLog.page(null, 10);
    expect(records.map((record) => record.kind === 'cambio-en-el-equipo' && record.change)).toEqual(
      expect.arrayContaining(['retiro-de-acceso', 'devolucion-de-acceso']),
    );
  });

  it("changes a role; never the last admin, never one's own", async () => {
    const team = teamServer();
    await refused(team.changeTeamAccess.execute(ADMIN, { kind: 'remove', uid: ADMIN.uid }), 'self');
    await refused(
      team.changeTeamAccess.execute(ADMIN, { kind: 'role', uid: ADMIN.uid, role: 'staff' }),
      'self',
    );
    await team.changeTeamAccess.execute(ADMIN, { kind: 'role', uid: CLERK.uid, role: 'admin' });
    expect(await team.access.roleOf(CLERK.uid)).toBe('admin');
    // Now the clerk is an admin too: they may demote the first one, who is then the last no more.
    await team.changeTeamAccess.execute(CLERK, { kind: 'role', uid: ADMIN.uid, role: 'staff' });
    await refused(team.changeTeamAccess.execute(CLERK, { kind: 'remove', uid: CLERK.uid }), 'self');
    await refused(
      team.changeTeamAccess.execute(ADMIN, { kind: 'remove', uid: CLERK.uid }),
      'not-admin',
    );
  });

  it('lets a member choose their own notices, and nobody off the allowlist', async () => {
    const team = teamServer();
    await team.chooseOwnNotices.execute(CLERK, 'resumen-diario');
    expect(await team.access.preferenceOf(CLERK.uid)).toBe('resumen-diario');
    await refused(team.chooseOwnNotices.execute(OUTSIDER, 'cada-solicitud'), 'not-member');
  });
});
