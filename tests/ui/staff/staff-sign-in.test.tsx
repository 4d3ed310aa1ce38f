import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInError, type StaffAuthenticator } from '../../../src/access/domain/staff-access';
import {
  emailField,
  openInbox,
  passwordField,
  renderStaffPage,
  signIn,
} from '../../support/render-staff-page';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { CLERK, OUTSIDER, PASSWORD, staffAccess } from '../../support/staff-fixtures';

/** What the inbox holds in these tests: one application, an hour old. */
const oneApplication = () => [applicationRecord('SOL1000', hoursAgo(1))];

/**
 * The in-memory accounts behind a provider that fails as a real one can: no connection, too many
 * tries.
 */
function failingWith(reason: 'offline' | 'too-many-attempts'): StaffAuthenticator {
  const access = staffAccess();
  return {
    signIn: () => Promise.reject(new SignInError(reason)),
    openSession: () => Promise.reject(new SignInError(reason)),
    signOut: () => access.signOut(),
    sendPasswordReset: () => Promise.reject(new SignInError(reason)),
    onUserChanged: (listener) => access.onUserChanged(listener),
  };
}

describe('signing in to the staff inbox', () => {
  it('has labelled e-mail and password fields and asks for both', async () => {
    const { user } = await renderStaffPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bandeja de solicitudes' }),
    ).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(emailField()).toHaveAccessibleDescription(/Escribe tu correo electrónico\./);
    expect(passwordField()).toHaveAccessibleDescription(/Escribe tu contraseña\./);
    expect(document.title).toBe('Entrar · Bandeja de solicitudes');
  });

  it('opens the inbox for a member of the allowlist and says who is signed in', async () => {
    const { user } = await renderStaffPage({ records: oneApplication() });
    await openInbox(user);
    expect(screen.getByRole('banner')).toHaveTextContent(`${CLERK.email} (personal)`);
  });

  it.each([
    [
      'a wrong password',
      CLERK.email,
      'not the password',
      'La contraseña no es correcta. Revísala e intenta de nuevo.',
    ],
    [
      'an unknown account',
      'nadie@coop.test',
      PASSWORD,
      'No hay ninguna cuenta con ese correo. Revisa cómo lo escribiste.',
    ],
    [
      'an account not on the allowlist',
      OUTSIDER.email,
      PASSWORD,
      'Tu cuenta no tiene acceso a la bandeja de solicitudes. Si trabajas en la cooperativa, pide acceso a la administración.',
    ],
    [
      'an address that is not one',
      'clerk',
      PASSWORD,
      'Escribe un correo electrónico completo, por ejemplo nombre@primerpaso.coop.',
    ],
  ])('says so clearly for %s, keeping what was typed', async (_case, email, password, message) => {
    const { user } = await renderStaffPage();
    await signIn(user, email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(emailField()).toHaveValue(email);
    expect(screen.queryByRole('heading', { name: 'Solicitudes' })).not.toBeInTheDocument();
  });

  it.each([
    ['offline', 'No hay conexión a internet. Revisa tu conexión e intenta de nuevo.'],
    [
      'too-many-attempts',
      'Hubo demasiados intentos seguidos. Espera unos minutos e intenta de nuevo.',
    ],
  ] as const)('says so clearly when the provider reports %s', async (reason, message) => {
    const { user } = await renderStaffPage({ authenticator: failingWith(reason) });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('lists the demo accounts in demo mode only', async () => {
    await renderStaffPage({
      demoAccounts: [
        { email: 'personal@demo.test', password: 'demo-clave', note: 'personal de la oficina' },
      ],
    });
    const demo = await screen.findByRole('complementary', { name: 'Cuentas de demostración' });
    expect(demo).toHaveTextContent(
      'personal@demo.test, contraseña demo-clave: personal de la oficina.',
    );
    expect(screen.getByRole('complementary', { name: 'Modo demostración' })).toHaveTextContent(
      'Nada sale de tu navegador.',
    );
  });

  it('says in demo mode whether what the public page sends arrives here, and where it cannot', async () => {
    const demoAccounts = [
      { email: 'personal@demo.test', password: 'demo-clave', note: 'personal' },
    ];
    await renderStaffPage({ demoAccounts });
    const note = () => screen.getByRole('complementary', { name: 'Modo demostración' });
    expect(note()).toHaveTextContent(
      'las que envíes desde la página pública abierta en otra pestaña de este navegador',
    );
    cleanup();

    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      await renderStaffPage({ demoAccounts });
      expect(note()).toHaveTextContent(
        'Este navegador no deja que la página pública le pase lo que envíes: aquí no aparecerá.',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a forgotten password', () => {
  const NEUTRAL =
    'Si hay una cuenta con ese correo, te enviamos un enlace para crear una contraseña nueva.';

  it.each([CLERK.email, 'nadie@coop.test'])(
    'gets the same neutral answer for %s, known or not',
    async (email) => {
      const { user } = await renderStaffPage();
      await user.click(await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' }));
      expect(screen.getByRole('heading', { name: 'Crear una contraseña nueva' })).toHaveFocus();
      await user.type(screen.getByLabelText('Correo electrónico de tu cuenta'), email);
      await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
      expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    },
  );

  it('says when there is no connection, and leads back to signing in', async () => {
    const { user } = await renderStaffPage({ authenticator: failingWith('offline') });
    await user.click(await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await user.type(screen.getByLabelText('Correo electrónico de tu cuenta'), CLERK.email);
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión a internet.');
    await user.click(screen.getByRole('button', { name: 'Volver a entrar' }));
    expect(emailField()).toHaveFocus();
  });
});

describe('the end of a session', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs out on request and says so', async () => {
    const { user, access } = await renderStaffPage({ records: oneApplication() });
    await openInbox(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cerraste tu sesión.');
    expect(screen.queryByText('SOL1000')).not.toBeInTheDocument();
    const users: unknown[] = [];
    access.onUserChanged((signedIn) => users.push(signedIn));
    expect(users).toEqual([null]);
  });

  it('signs out after 30 minutes without activity, and not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderStaffPage({ user, records: oneApplication() });
    await openInbox(user);

    await act(() => vi.advanceTimersByTimeAsync(29 * 60_000));
    await user.keyboard('{Tab}');
    await act(() => vi.advanceTimersByTimeAsync(29 * 60_000));
    expect(screen.getByRole('heading', { name: 'Solicitudes' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cerramos tu sesión porque pasaron 30 minutos sin actividad. Vuelve a entrar para seguir.',
    );
    expect(screen.queryByRole('heading', { name: 'Solicitudes' })).not.toBeInTheDocument();
  });

  it('takes the inbox away at once from a member removed from the allowlist, and says why', async () => {
    const { user, access } = await renderStaffPage({ records: oneApplication() });
    await openInbox(user);
    expect(await screen.findByText('SOL1000')).toBeInTheDocument();

    act(() => access.revoke(CLERK.uid));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu acceso a la bandeja fue retirado. Si crees que es un error, habla con la administración.',
    );
    expect(screen.queryByText('SOL1000')).not.toBeInTheDocument();
    expect(emailField()).toBeInTheDocument();
  });

  it('signs out a member whose access changed while signed in (made an admin), and says to sign in again with the key', async () => {
    let now = new Date();
    const access = staffAccess(() => now);
    const { user } = await renderStaffPage({ access, records: oneApplication() });
    await openInbox(user);
    expect(await screen.findByText('SOL1000')).toBeInTheDocument();

    now = new Date(now.getTime() + 5_000);
    act(() => access.setRole(CLERK.uid, 'admin'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu acceso cambió (te dieron otro rol, te devolvieron el acceso o te quitaron tus llaves). Vuelve a entrar con tu contraseña y tu llave de acceso.',
    );
    expect(screen.queryByText('SOL1000')).not.toBeInTheDocument();
    now = new Date(now.getTime() + 1_000);
    await openInbox(user);
    expect(screen.getByRole('button', { name: 'Estado' })).toBeInTheDocument();
  });

  it('forgets how the last session ended once someone signs in again', async () => {
    const { user } = await renderStaffPage();
    await openInbox(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await screen.findByText('Cerraste tu sesión.');
    await openInbox(user);
    expect(screen.queryByText('Cerraste tu sesión.')).not.toBeInTheDocument();
  });
});
