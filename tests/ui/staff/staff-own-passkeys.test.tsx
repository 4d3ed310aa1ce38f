import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  openInbox,
  passPasskeyStep,
  renderStaffPage,
  signIn,
} from '../../support/render-staff-page';
import { CLERK } from '../../support/staff-fixtures';
import { MAX_PASSKEY_NAME_LENGTH } from '../../../src/passkeys/domain/passkey';

const myKeys = () => within(screen.getByRole('region', { name: 'Tus llaves de acceso' }));

/** A clerk (no Equipo) signs in and opens «Mis llaves de acceso» from «Cuenta y avisos». */
async function clerkOpensOwnKeys() {
  const page = await renderStaffPage();
  await openInbox(page.user, CLERK.email);
  expect(screen.queryByRole('button', { name: 'Equipo' })).not.toBeInTheDocument();
  await page.user.click(screen.getByText('Cuenta y avisos'));
  await page.user.click(screen.getByRole('link', { name: 'Mis llaves de acceso' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Mis llaves de acceso' }),
  ).toHaveFocus();
  return page;
}

describe('Mis llaves de acceso: every member’s own passkeys (issue 38)', () => {
  it('is reached by a clerk from «Cuenta y avisos», at its own address, and Back returns to the inbox', async () => {
    await clerkOpensOwnKeys();
    expect(window.location.pathname).toBe('/personal/llaves');
    expect(await myKeys().findByText('Computadora de la oficina')).toBeVisible();
    expect(myKeys().getByText(/Último uso: /)).toBeVisible();

    window.history.back();
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
    expect(window.location.pathname).toBe('/personal/');
  });

  it('opens at its address after signing in', async () => {
    const { user } = await renderStaffPage({ path: '/personal/llaves' });
    await signIn(user);
    await passPasskeyStep(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis llaves de acceso' }),
    ).toBeVisible();
    expect(await myKeys().findByText('Computadora de la oficina')).toBeVisible();
  });

  it('lets a clerk add a named key and remove one after asking', async () => {
    const { user, passkeys } = await clerkOpensOwnKeys();
    await myKeys().findByText('Computadora de la oficina');

    await user.type(myKeys().getByLabelText('Nombre de la llave nueva'), 'Mi teléfono');
    await user.click(myKeys().getByRole('button', { name: 'Añadir la llave' }));
    expect(await myKeys().findByText('Mi teléfono')).toBeVisible();
    expect((await passkeys.service.list(CLERK.uid)).map((key) => key.name)).toEqual([
      'Computadora de la oficina',
      'Mi teléfono',
    ]);

    await user.click(myKeys().getByRole('button', { name: 'Quitar «Computadora de la oficina»' }));
    expect(myKeys().getByText(/Ya no podrás entrar con «Computadora de la oficina»/)).toBeVisible();
    await user.click(myKeys().getByRole('button', { name: 'Sí, quitar esta llave' }));
    expect(await myKeys().findByText('Llave quitada.')).toBeVisible();
    expect((await passkeys.service.list(CLERK.uid)).map((key) => key.name)).toEqual([
      'Mi teléfono',
    ]);
  });

  it('holds the new key’s name to the length the server accepts', async () => {
    const { user } = await clerkOpensOwnKeys();
    const name = myKeys().getByLabelText('Nombre de la llave nueva');
    await user.type(name, 'x'.repeat(MAX_PASSKEY_NAME_LENGTH + 5));
    expect(name).toHaveValue('x'.repeat(MAX_PASSKEY_NAME_LENGTH));
  });

  it("refuses a clerk's own last key, and says why", async () => {
    const { user, passkeys } = await clerkOpensOwnKeys();
    await user.click(
      await myKeys().findByRole('button', { name: 'Quitar «Computadora de la oficina»' }),
    );
    await user.click(myKeys().getByRole('button', { name: 'Sí, quitar esta llave' }));

    expect(
      await myKeys().findByText(
        'Es tu única llave de acceso: no puedes quitarla. Primero crea otra llave y después quita esta.',
      ),
    ).toBeVisible();
    expect(myKeys().getByText('Computadora de la oficina')).toBeVisible();
    expect(await passkeys.service.list(CLERK.uid)).toHaveLength(1);
  });
});
