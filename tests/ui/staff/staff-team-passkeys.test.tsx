import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openInbox, renderStaffPage, type StaffPageOptions } from '../../support/render-staff-page';
import { ADMIN, CLERK } from '../../support/staff-fixtures';

const sections = () => within(screen.getByRole('navigation', { name: 'Secciones' }));
const card = (email: string) => within(screen.getByRole('listitem', { name: new RegExp(email) }));
const fact = (email: string, term: string) =>
  card(email).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** The clerk creates their key (the invitation's path), then the admin opens Equipo. */
async function teamAfterClerkEnrolled(options: StaffPageOptions = {}) {
  const page = await renderStaffPage(options);
  await openInbox(page.user, CLERK.email);
  await page.user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
  await openInbox(page.user, ADMIN.email);
  await page.user.click(sections().getByRole('button', { name: 'Equipo' }));
  await screen.findByRole('heading', { level: 3, name: CLERK.email });
  await card(CLERK.email).findByText('1 llave');
  return page;
}

describe('Equipo: passkeys (issue 38)', () => {
  it("shows each member's number of keys and their last use", async () => {
    await teamAfterClerkEnrolled();
    expect(fact(CLERK.email, 'Llaves de acceso')).toBe('1 llave');
    expect(fact(CLERK.email, 'Último uso de una llave')).not.toBe('Nunca');
  });

  it("lets an admin take a member's keys away after saying it ends their open sessions", async () => {
    const { user, passkeys } = await teamAfterClerkEnrolled();
    await user.click(card(CLERK.email).getByRole('button', { name: 'Quitar sus llaves' }));
    expect(card(CLERK.email).getByText(/se cierran sus sesiones abiertas/)).toBeVisible();
    await user.click(card(CLERK.email).getByRole('button', { name: 'Sí, quitar sus llaves' }));

    expect(
      await card(CLERK.email).findByText('Llaves quitadas: sus sesiones abiertas se cerraron.'),
    ).toBeVisible();
    expect(await card(CLERK.email).findByText('Ninguna todavía')).toBeVisible();
    expect(await passkeys.service.list(CLERK.uid)).toEqual([]);
  });

  it('shows the keys taken away in Auditoría, and e-mails the member through the outbox', async () => {
    const { user, outbox } = await teamAfterClerkEnrolled({ auditKeyChanges: true });
    await user.click(card(CLERK.email).getByRole('button', { name: 'Quitar sus llaves' }));
    await user.click(card(CLERK.email).getByRole('button', { name: 'Sí, quitar sus llaves' }));
    await card(CLERK.email).findByText('Llaves quitadas: sus sesiones abiertas se cerraron.');

    await user.click(sections().getByRole('button', { name: 'Auditoría' }));
    expect(
      await screen.findByText(
        `Quitó la llave de acceso «Computadora de la oficina» de ${CLERK.email}.`,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(`Agregó la llave de acceso «Computadora de la oficina» de ${CLERK.email}.`),
    ).toBeVisible();
    const [mail] = await outbox.claimDue(new Date('2100-01-01'), 10, 1000);
    expect(mail?.mail).toMatchObject({
      to: CLERK.email,
      subject: 'Te quitaron las llaves de acceso a la bandeja de solicitudes',
    });
  });

  it('lists my own keys by name, adds another, and removes one after asking', async () => {
    const { user, passkeys } = await teamAfterClerkEnrolled();
    const own = () => card(ADMIN.email);
    expect(await own().findByText('Computadora de la oficina')).toBeVisible();

    await user.type(own().getByLabelText('Nombre de la llave nueva'), 'Mi teléfono');
    await user.click(own().getByRole('button', { name: 'Añadir la llave' }));
    expect(await own().findByText('Mi teléfono')).toBeVisible();
    expect((await passkeys.service.list(ADMIN.uid)).map((key) => key.name)).toEqual([
      'Computadora de la oficina',
      'Mi teléfono',
    ]);

    await user.click(own().getByRole('button', { name: 'Quitar «Mi teléfono»' }));
    expect(own().getByText(/Ya no podrás entrar con «Mi teléfono»/)).toBeVisible();
    await user.click(own().getByRole('button', { name: 'Sí, quitar esta llave' }));
    expect(await own().findByText('Llave quitada.')).toBeVisible();
    expect((await passkeys.service.list(ADMIN.uid)).map((key) => key.name)).toEqual([
      'Computadora de la oficina',
    ]);
  });
});
