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
