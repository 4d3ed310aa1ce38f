import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AuthenticatorCancelledError,
  NoAuthenticatorError,
} from '../../../src/passkeys/domain/passkey-errors';
import type { Authenticator } from '../../../src/passkeys/domain/passkey-service';
import { MAX_PASSKEY_NAME_LENGTH } from '../../../src/passkeys/domain/passkey';
import { DemoStandInAuthenticator } from '../../../src/passkeys/adapters/memory/demo-stand-in-authenticator';
import { openInbox, renderStaffPage, signIn } from '../../support/render-staff-page';
import { CLERK } from '../../support/staff-fixtures';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';

const inboxTitle = () => screen.queryByRole('heading', { level: 1, name: 'Solicitudes' });
const oneApplication = () => [applicationRecord('SOL1000', hoursAgo(1))];

/** A browser's authenticator that fails as a real one can. */
const failing = (error: Error): Authenticator => ({
  create: () => Promise.reject(error),
  get: () => Promise.reject(error),
});

describe('the passkey after the password (issue 38)', () => {
  it('leads a member with no passkey to create one, named, and only then opens the inbox', async () => {
    const { user, passkeys } = await renderStaffPage({ records: oneApplication() });
    await signIn(user);

    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Crea tu llave de acceso',
    });
    expect(title).toHaveFocus();
    expect(screen.getByText(/En esta computadora:/)).toBeVisible();
    expect(screen.getByText(/código QR/)).toBeVisible();
    expect(screen.getByText(/llave USB o NFC/)).toBeVisible();
    expect(inboxTitle()).not.toBeInTheDocument();
    expect(screen.queryByText('SOL1000')).not.toBeInTheDocument();
    expect(document.title).toBe('Crea tu llave de acceso · Bandeja de solicitudes');

    await user.click(screen.getByRole('button', { name: 'Crear mi llave de acceso' }));
    const name = screen.getByLabelText('Nombre de la llave');
    expect(name).toHaveAccessibleDescription(/Escribe un nombre para la llave/);
    expect(name).toHaveFocus();
    expect(await passkeys.service.list(CLERK.uid)).toEqual([]);

    await user.type(name, 'Computadora de la oficina');
    await user.click(screen.getByRole('button', { name: 'Crear mi llave de acceso' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
    expect((await passkeys.service.list(CLERK.uid)).map((key) => key.name)).toEqual([
      'Computadora de la oficina',
    ]);
  });

  it('holds a key name to the length the server accepts, so a long one is not refused after typing', async () => {
    const { user, passkeys } = await renderStaffPage();
    await signIn(user);
    const name = await screen.findByLabelText('Nombre de la llave');
    const long = 'Computadora de la oficina de la agencia central, junto a la ventana';
    expect(long.length).toBeGreaterThan(MAX_PASSKEY_NAME_LENGTH);

    await user.type(name, long);
    expect(name).toHaveValue(long.slice(0, MAX_PASSKEY_NAME_LENGTH));
    await user.click(screen.getByRole('button', { name: 'Crear mi llave de acceso' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
    expect((await passkeys.service.list(CLERK.uid)).map((key) => key.name)).toEqual([
      long.slice(0, MAX_PASSKEY_NAME_LENGTH).trim(),
    ]);
  });

  it('asks a member who has a passkey to use it, every time they sign in', async () => {
    const { user } = await renderStaffPage();
    await openInbox(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await signIn(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Usa tu llave de acceso' }),
    ).toBeVisible();
    expect(inboxTitle()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar mi llave de acceso' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
  });

  it.each([
    [
      'the dialog was closed',
      new AuthenticatorCancelledError('closed'),
      'Se cerró la ventana de la llave de acceso, o pasó el tiempo, antes de terminar.',
    ],
    [
      'the browser has no passkeys',
      new NoAuthenticatorError('none'),
      'Este navegador no puede usar llaves de acceso.',
    ],
  ])('says so when %s, and stays on the step', async (_case, error, text) => {
    const { user } = await renderStaffPage({ passkeyAuthenticator: failing(error) });
    await signIn(user);
    await user.type(await screen.findByLabelText('Nombre de la llave'), 'Mi teléfono');
    await user.click(screen.getByRole('button', { name: 'Crear mi llave de acceso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Crear mi llave de acceso' })).toBeEnabled();
    expect(inboxTitle()).not.toBeInTheDocument();
  });

  it('refuses a passkey the server does not know, in words', async () => {
    // The key this device offers is none the server keeps for the member (taken away meanwhile,
    // or another site's): the member's own key was made here, then another answers.
    const standIn = new DemoStandInAuthenticator();
    const offersAnother: Authenticator = {
      create: (options) => standIn.create(options),
      get: async (options) => ({
        ...((await standIn.get(options)) as object),
        id: 'una-llave-que-nadie-guardo',
      }),
    };
    const { user } = await renderStaffPage({ passkeyAuthenticator: offersAnother });
    await openInbox(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await signIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Usa tu llave de acceso' });

    await user.click(screen.getByRole('button', { name: 'Usar mi llave de acceso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esa llave de acceso no es una de las tuyas o ya fue quitada.',
    );
    expect(inboxTitle()).not.toBeInTheDocument();
  });

  it('lets the person leave the step and sign in with another account', async () => {
    const { user } = await renderStaffPage();
    await signIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Crea tu llave de acceso' });
    await user.click(screen.getByRole('button', { name: 'Salir y entrar con otra cuenta' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  it('says in demo mode that no real authenticator is used', async () => {
    const { user } = await renderStaffPage({
      demoAccounts: [{ email: CLERK.email, password: 'x', note: 'personal' }],
    });
    await signIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Crea tu llave de acceso' });
    expect(screen.getByText(/aquí no hay una llave de acceso real/)).toBeVisible();
  });
});
