import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECTION_LABELS, sectionsFor } from '../../../src/pages/staff/staff-sections';
import {
  openInbox,
  renderStaffPage,
  signIn,
  passPasskeyStep,
} from '../../support/render-staff-page';
import { ADMIN, CLERK, PASSWORD } from '../../support/staff-fixtures';
import { InMemoryStaffAccess } from '../../../src/access/adapters/memory/in-memory-staff-access';

const sections = () => within(screen.getByRole('navigation', { name: 'Secciones' }));
const card = (email: string) => within(screen.getByRole('listitem', { name: new RegExp(email) }));
const fact = (email: string, term: string) =>
  card(email).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function openTeam(options: Parameters<typeof renderStaffPage>[0] = {}) {
  const page = await renderStaffPage(options);
  await openInbox(page.user, ADMIN.email);
  await page.user.click(sections().getByRole('button', { name: 'Equipo' }));
  await screen.findByRole('heading', { level: 1, name: 'Equipo' });
  await screen.findByRole('heading', { level: 3, name: CLERK.email });
  return page;
}

describe('Equipo', () => {
  it('is not offered to a clerk, nor opened from its address', async () => {
    const { user } = await renderStaffPage({ path: '/personal/equipo' });
    await signIn(user);
    await passPasskeyStep(user);
    expect(
      await screen.findByText('No tienes acceso a «Equipo». Te mostramos las solicitudes nuevas.'),
    ).toBeVisible();
    expect(sections().queryByRole('button', { name: 'Equipo' })).not.toBeInTheDocument();
  });

  it('lists each member with their role, notices, last sign-in and access', async () => {
    await openTeam();
    expect(screen.getByRole('heading', { level: 1, name: 'Equipo' })).toHaveFocus();
    expect(fact(CLERK.email, 'Rol')).toBe('Personal');
    expect(fact(CLERK.email, 'Avisos por correo')).toBe('Ninguno');
    expect(fact(CLERK.email, 'Último ingreso')).toBe('Todavía no entró');
    expect(fact(CLERK.email, 'Acceso')).toBe('Activo');
    expect(fact(ADMIN.email, 'Rol')).toBe('Administración');
    expect(fact(ADMIN.email, 'Último ingreso')).not.toBe('Todavía no entró');
  });

  it('invites a new member, who is e-mailed a link, and says why a typo or a member is refused', async () => {
    const { user, outbox, auditLog } = await openTeam();
    const email = screen.getByLabelText('Correo electrónico de la persona');

    await user.type(email, 'nueva@coop');
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(email).toHaveAccessibleDescription(
      'Escribe un correo válido, como nombre@cooperativa.coop.',
    );
    expect(email).toHaveFocus();

    await user.clear(email);
    await user.type(email, CLERK.email.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText(/Ese correo ya está en el equipo/)).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, ' Nueva@Coop.test ');
    await user.click(screen.getByRole('radio', { name: 'Administración' }));
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(
      await screen.findByText(
        'Invitamos a nueva@coop.test: le llega un correo para elegir su contraseña.',
      ),
    ).toBeVisible();
    expect(email).toHaveValue('');
    expect(email).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 3, name: 'nueva@coop.test' })).toBeVisible();
    expect(fact('nueva@coop.test', 'Rol')).toBe('Administración');
    expect(fact('nueva@coop.test', 'Último ingreso')).toBe('Todavía no entró');
    const [mail] = await outbox.claimDue(new Date('2100-01-01'), 10, 1000);
    expect(mail?.mail.to).toBe('nueva@coop.test');
    expect(mail?.mail.text).toContain('elige tu contraseña');
    const { records } = await auditLog.page(null, 10);
    expect(records.map((record) => record.kind)).toEqual(['cambio-en-el-equipo']);
  });

  it('says what admins see beyond staff, naming every section of theirs, and so does each change of role', async () => {
    const { user } = await openTeam();
    const adminOnly = sectionsFor({ ...ADMIN, role: 'admin' })
      .filter((section) => !sectionsFor({ ...CLERK, role: 'staff' }).includes(section))
      .map((section) => SECTION_LABELS[section]);
    expect(adminOnly).toContain('Estado');
    const intro = screen.getByText(/^Quién entra en la bandeja/);
    for (const label of adminOnly) expect(intro).toHaveTextContent(label);

    await user.click(card(CLERK.email).getByRole('button', { name: 'Cambiar rol' }));
    const promotion = card(CLERK.email).getByText(/pasará a administración/);
    for (const label of adminOnly) expect(promotion).toHaveTextContent(label);
    await user.click(card(CLERK.email).getByRole('button', { name: 'Sí, cambiar el rol' }));
    await card(CLERK.email).findByText('Rol cambiado.');

    await user.click(card(CLERK.email).getByRole('button', { name: 'Cambiar rol' }));
    const demotion = card(CLERK.email).getByText(/pasará a personal: dejará de ver/);
    for (const label of adminOnly) expect(demotion).toHaveTextContent(label);
  });

  it('changes a role after confirming, and a cancelled change gives focus back', async () => {
    const { user } = await openTeam();
    const change = card(CLERK.email).getByRole('button', { name: 'Cambiar rol' });

    await user.click(change);
    expect(card(CLERK.email).getByRole('button', { name: 'Sí, cambiar el rol' })).toHaveFocus();
    expect(card(CLERK.email).getByText(/pasará a administración/)).toBeVisible();
    await user.keyboard('{Tab}{Enter}');
    expect(change).toHaveFocus();
    expect(fact(CLERK.email, 'Rol')).toBe('Personal');

    await user.click(change);
    await user.keyboard('{Enter}');
    expect(await card(CLERK.email).findByText('Rol cambiado.')).toBeVisible();
    expect(fact(CLERK.email, 'Rol')).toBe('Administración');
    expect(screen.getByRole('heading', { level: 3, name: CLERK.email })).toHaveFocus();
  });

  it('removes access, so the member can no longer sign in, and gives it back', async () => {
    const { user, access } = await openTeam();
    await user.click(card(CLERK.email).getByRole('button', { name: 'Quitar acceso' }));
    expect(card(CLERK.email).getByText(/dejará de entrar en la bandeja/)).toBeVisible();
    await user.click(card(CLERK.email).getByRole('button', { name: 'Sí, quitar el acceso' }));

    expect(await card(CLERK.email).findByText('Acceso quitado: su sesión se cerró.')).toBeVisible();
    expect(fact(CLERK.email, 'Acceso')).toBe('Sin acceso');
    await expect(access.roleOf(CLERK.uid)).resolves.toBeNull();
    expect(access.accountOf(CLERK.uid)?.disabled).toBe(true);

    await user.click(card(CLERK.email).getByRole('button', { name: 'Devolver acceso' }));
    await user.click(card(CLERK.email).getByRole('button', { name: 'Sí, devolver el acceso' }));
    expect(await card(CLERK.email).findByText('Acceso devuelto.')).toBeVisible();
    expect(fact(CLERK.email, 'Acceso')).toBe('Activo');
    await expect(access.roleOf(CLERK.uid)).resolves.toBe('staff');
  });

  it('never offers the last admin a change of their own, and says why', async () => {
    await openTeam();
    const own = card(ADMIN.email);
    expect(own.getByRole('heading', { name: `${ADMIN.email} (tú)` })).toBeVisible();
    // Their own passkeys are theirs to manage (issue 38); no change of the team is offered.
    for (const name of ['Cambiar rol', 'Quitar acceso', 'Devolver acceso'])
      expect(own.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(own.getByText(/Eres la única persona de administración/)).toBeVisible();
  });

  it('says what the server refused when the list was out of date, and reads it again', async () => {
    const { user, team } = await openTeam();
    // Another admin's change, meanwhile: this page still shows the clerk with access.
    await team.remove(CLERK.uid);
    await user.click(card(CLERK.email).getByRole('button', { name: 'Quitar acceso' }));
    await user.click(card(CLERK.email).getByRole('button', { name: 'Sí, quitar el acceso' }));

    expect(await card(CLERK.email).findByRole('alert')).toHaveTextContent(
      'Esa persona ya no tenía acceso. La lista se actualizó.',
    );
    expect(await card(CLERK.email).findByRole('button', { name: 'Devolver acceso' })).toBeVisible();
  });

  it('records each change in Auditoría', async () => {
    const { user } = await openTeam();
    await user.click(card(CLERK.email).getByRole('button', { name: 'Quitar acceso' }));
    await user.click(card(CLERK.email).getByRole('button', { name: 'Sí, quitar el acceso' }));
    await card(CLERK.email).findByText('Acceso quitado: su sesión se cerró.');

    await user.click(sections().getByRole('button', { name: 'Auditoría' }));
    expect(await screen.findByText(`Quitó el acceso de ${CLERK.email}.`)).toBeVisible();
    // Its introduction says it records them, beside the files and the spam.
    expect(screen.getByText(/^Lo que no deja otro rastro/)).toHaveTextContent(
      /cada cambio en el equipo \(una invitación, un cambio de rol, un acceso quitado o devuelto\)/,
    );
  });

  it('in demo mode, sends no e-mail and says so: the invited member signs in with the demo password', async () => {
    const access = new InMemoryStaffAccess(
      [
        { ...CLERK, password: PASSWORD, role: 'staff' },
        { ...ADMIN, password: PASSWORD, role: 'admin' },
      ],
      0,
      'clave-demo',
    );
    const { user } = await openTeam({
      access,
      invitationDelivery: { by: 'demo-password', password: 'clave-demo' },
    });
    expect(
      screen.getByText(
        'En la demostración no se envía ningún correo: la persona invitada entra en la bandeja con su correo y la contraseña de demostración, clave-demo.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Le enviamos un correo/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Correo electrónico de la persona'), 'nueva@coop.test');
    await user.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(
      await screen.findByText(
        'Invitamos a nueva@coop.test: en la demostración no le llega ningún correo; entra con su correo y la contraseña clave-demo.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await user.type(await screen.findByLabelText('Correo electrónico'), 'nueva@coop.test');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-demo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    // The invitation's path: the first key is created right after the first password.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crea tu llave de acceso' }),
    ).toBeVisible();
    await passPasskeyStep(user);
    expect(await screen.findByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });
});
