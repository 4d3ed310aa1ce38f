import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { e2eEnv } from './support/e2e-env';
import { enrollHeading, passPasskeyStep, verifyHeading } from './support/passkey-step';
import { emailField, enterPassword, openStaffPage, rows } from './support/staff-page';
import { expect, test } from './support/test';

const STAFF = { email: 'personal@demo.primerpaso.coop', password: 'demo-primer-paso' };

const inbox = (page: Page) => page.getByRole('heading', { level: 1, name: 'Solicitudes' });
const demoNote = (page: Page) =>
  page.getByText(
    'Demostración: aquí no hay una llave de acceso real. El botón hace como si tu computadora o tu teléfono respondieran; no se crea ni se comprueba ninguna llave.',
  );

/**
 * Counts every call to the browser's WebAuthn API (navigator.credentials), and refuses it: the
 * demo must show the passkey's screens without ever asking an authenticator.
 */
async function watchAuthenticatorCalls(page: Page) {
  await page.addInitScript(() => {
    const calls = { count: 0 };
    Object.defineProperty(window, '__webauthnCalls', { value: calls });
    const refuse = () => {
      calls.count += 1;
      return Promise.reject(new DOMException('No authenticator in the demo', 'NotAllowedError'));
    };
    navigator.credentials.create = refuse;
    navigator.credentials.get = refuse;
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __webauthnCalls: { count: number } }).__webauthnCalls.count,
    );
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 667 : 800 } });

    test('the demo shows the passkey screens, says that no real authenticator is used, and asks none', async ({
      page,
    }) => {
      const authenticatorCalls = await watchAuthenticatorCalls(page);
      await openStaffPage(page, e2eEnv('demoUrl'));
      await enterPassword(page, STAFF.email, STAFF.password);
      await expect(enrollHeading(page)).toBeFocused();
      await expect(demoNote(page)).toBeVisible();
      await expect(inbox(page)).toHaveCount(0);
      expect(await axeViolations(page), 'creating the first key, in the demo').toEqual([]);
      await passPasskeyStep(page);
      await expect(rows(page).first()).toBeVisible();

      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(emailField(page)).toBeVisible();
      await enterPassword(page, STAFF.email, STAFF.password);
      await expect(verifyHeading(page)).toBeFocused();
      await expect(demoNote(page)).toBeVisible();
      expect(await axeViolations(page), 'using the key, in the demo').toEqual([]);
      await passPasskeyStep(page);
      await expect(rows(page).first()).toBeVisible();
      expect(await authenticatorCalls(), 'calls to navigator.credentials').toBe(0);
    });
  });
}

test.describe('at 375 px, a clerk', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('opens «Mis llaves de acceso» from «Cuenta y avisos», adds a key and removes one', async ({
    page,
  }) => {
    await openStaffPage(page, e2eEnv('demoUrl'));
    await enterPassword(page, STAFF.email, STAFF.password);
    await passPasskeyStep(page);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Equipo' })).toHaveCount(0);

    await page.getByText('Cuenta y avisos', { exact: true }).click();
    await page.getByRole('link', { name: 'Mis llaves de acceso' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mis llaves de acceso' }),
    ).toBeFocused();
    await expect(page).toHaveURL(/\/personal\/llaves$/);
    const keys = page.getByRole('region', { name: 'Tus llaves de acceso' });
    // The keys' list items, not the ways a new key can live (a list of its own in the region).
    const listed = keys.getByRole('listitem').filter({
      has: page.getByRole('button', { name: /^Quitar «/ }),
    });
    await expect(listed).toHaveCount(1);
    expect(await axeViolations(page), 'Mis llaves de acceso, for a clerk').toEqual([]);

    await keys.getByLabel('Nombre de la llave nueva').fill('Mi teléfono');
    await keys.getByRole('button', { name: 'Añadir la llave' }).click();
    await expect(listed).toHaveCount(2);
    await expect(listed.getByText('Mi teléfono', { exact: true })).toBeVisible();
    await keys.getByRole('button', { name: 'Quitar «Mi teléfono»' }).click();
    await keys.getByRole('button', { name: 'Sí, quitar esta llave' }).click();
    await expect(keys.getByText('Llave quitada.')).toBeVisible();
    await expect(listed).toHaveCount(1);

    await page.goBack();
    await expect(inbox(page)).toBeVisible();
  });
});
