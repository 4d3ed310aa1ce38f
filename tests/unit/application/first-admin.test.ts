import { describe, expect, it } from 'vitest';
import { firstAdminCreatedMessage } from '../../../src/team/application/create-first-admin';
import { InMemoryStaffAccess } from '../../../src/access/adapters/memory/in-memory-staff-access';
import { ADMIN, CLERK } from '../../support/staff-fixtures';
import { teamServer } from '../../support/team-fixtures';

const FIRST = 'primera@coop.test';

describe('npm run first-admin', () => {
  it('makes the first admin on an empty project, with a link to set the password, in the log', async () => {
    const team = teamServer(new InMemoryStaffAccess([]));
    const outcome = await team.createFirstAdmin.execute(' Primera@Coop.test ', { force: false });

    expect(outcome).toMatchObject({
      kind: 'created',
      member: { email: FIRST, role: 'admin', active: true },
      link: expect.stringMatching(/^https:\/\//) as unknown,
    });
    const uid = outcome.kind === 'created' ? outcome.member.uid : '';
    await expect(team.access.roleOf(uid)).resolves.toBe('admin');
    // The new admin runs Equipo at once.
    await expect(team.listTeam.execute({ uid, email: FIRST })).resolves.toHaveLength(1);
    const { records } = await team.auditLog.page(null, 10);
    expect(records).toMatchObject([
      {
        kind: 'cambio-en-el-equipo',
        change: 'invitacion',
        member: { email: FIRST },
        by: { email: 'npm run first-admin' },
      },
    ]);
  });

  it('refuses once an admin exists, naming them, and changes nothing', async () => {
    const team = teamServer();
    await expect(team.createFirstAdmin.execute(FIRST, { force: false })).resolves.toEqual({
      kind: 'admins-exist',
      admins: [ADMIN.email],
    });
    expect(team.access.accountByEmail(FIRST)).toBeUndefined();
    expect((await team.auditLog.page(null, 10)).records).toEqual([]);
  });

  it('with --force, makes another admin of an existing account, recorded all the same', async () => {
    const team = teamServer();
    const outcome = await team.createFirstAdmin.execute(CLERK.email, { force: true });
    expect(outcome).toMatchObject({ kind: 'created', member: { uid: CLERK.uid, role: 'admin' } });
    await expect(team.access.roleOf(CLERK.uid)).resolves.toBe('admin');
    expect((await team.auditLog.page(null, 10)).records).toHaveLength(1);
  });

  it('refuses a malformed e-mail', async () => {
    const team = teamServer(new InMemoryStaffAccess([]));
    await expect(team.createFirstAdmin.execute('primera@coop', { force: false })).resolves.toEqual({
      kind: 'invalid-email',
    });
  });

  it('then says how the first admin adds their passkey: /personal/, the password, the key at once, the inbox after', () => {
    const words = firstAdminCreatedMessage(FIRST, 'https://example.test/reset');
    const lines = words.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      `${FIRST} tiene el rol de administración.`,
      'Enlace para elegir la contraseña (sirve una vez; no lo comparta):',
      'https://example.test/reset',
    ]);
    const steps = lines.slice(3).join(' ').replace(/\s+/g, ' ');
    const order = [
      'Abra /personal/',
      'entre con su correo y esa contraseña',
      'le pide en seguida crear su llave de acceso',
      'en esta computadora',
      'en su teléfono (el navegador muestra un código QR',
      'en una llave de seguridad',
      'La bandeja se abre solo después',
    ].map((part) => steps.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
