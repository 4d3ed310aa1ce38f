import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { applicant, field, fillApplication, openPage, submitButton } from './support/application-page';

test.beforeEach(async ({ page }) => {
  await openPage(page, 'demo');
});

test('shows the spec page, with every asset from its own origin and no console errors', async ({ page }) => {
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('request', (request) => !request.url().startsWith(new URL(page.url()).origin) && foreign.push(request.url()));
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(submitButton(page)).toBeEnabled();

  await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('2.ª Calle Oriente');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Llena tu solicitud de ingreso y da el primer paso hacia un mejor futuro financiero.');
  await expect(page.getByRole('link', { name: 'Sobre Nosotros' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver video/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Formulario primer paso' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  await expect(page.getByText('Modo demostración')).toBeVisible();
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test("shows 'Campo requerido' only after a required field is left invalid", async ({ page }) => {
  await field(page, 'first_name').focus();
  await expect(page.getByText('Campo requerido')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByText('Campo requerido')).toHaveCount(1);
  await field(page, 'first_name').fill('Ana');
  await expect(field(page, 'first_name')).toHaveAttribute('aria-invalid', 'false');
});

/** Types phone, DUI and NIT messily (letters, spaces, dashes, extra digits), key by key. */
async function typeIdsAndExpectThemMasked(page: Page) {
  await field(page, 'phone').pressSequentially('tel 7123abc45678999');
  await field(page, 'dui').pressSequentially('x 02495046-37');
  await field(page, 'nit').pressSequentially('0614 051286 129 4000');
  await expect(field(page, 'phone')).toHaveValue('7123-4567');
  await expect(field(page, 'dui')).toHaveValue('02495046-3');
  await expect(field(page, 'nit')).toHaveValue('0614-051286-129-4');
}

/** A cheap phone: the page's own work lags behind fast typing. */
async function slowPhone(page: Page, cpuSlowdown: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

test('masks phone, DUI and NIT: letters ignored, typing stops at the end of the mask', async ({ page }) => {
  await typeIdsAndExpectThemMasked(page);
});

test('refuses an invalid form: the alert, focus on the first invalid field, its message read with it', async ({ page }) => {
  await field(page, 'first_name').fill('Ana');
  await submitButton(page).click();

  await expect(page.getByRole('alert')).toHaveText('Por favor completa todos los campos requeridos.');
  await expect(field(page, 'last_name')).toBeFocused();
  await expect(field(page, 'last_name')).toHaveAccessibleDescription('Campo requerido');
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('says why a complete DUI is wrong instead of asking for it', async ({ page }) => {
  await field(page, 'dui').pressSequentially('024950464');
  await page.keyboard.press('Tab');
  await expect(field(page, 'dui')).toHaveAccessibleDescription(/El DUI no es válido/);
});

test('sends a valid application: the message, the number, what to bring, and an empty form', async ({ page }) => {
  await fillApplication(page, applicant('demo'));
  await submitButton(page).click();

  const status = page.getByRole('status');
  await expect(status).toContainText('Formulario enviado con éxito');
  await expect(status).toContainText(/Tu número de solicitud es SOL[1-9]\d{3}/);
  await expect(status).toContainText('recibo de agua');
  await expect(status).toBeFocused();
  for (const name of ['first_name', 'last_name', 'company', 'phone', 'dui', 'nit', 'email', 'address', 'message']) {
    await expect(field(page, name)).toHaveValue('');
  }
  await expect(field(page, 'terms')).not.toBeChecked();
});

test('can be filled and sent with the keyboard alone', async ({ page }) => {
  const values = applicant('teclado');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ir al formulario' })).toBeFocused();
  await page.keyboard.press('Enter');
  for (const [name, value] of Object.entries(values)) {
    await page.keyboard.press('Tab');
    await expect(field(page, name)).toBeFocused();
    await page.keyboard.type(['phone', 'dui', 'nit'].includes(name) ? value.replaceAll('-', '') : value);
  }
  await page.keyboard.press('Tab');
  await expect(field(page, 'terms')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // the privacy notice link in the label
  await page.keyboard.press('Tab');
  await expect(submitButton(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toContainText('Formulario enviado con éxito');
  await expect(page.getByRole('status')).toBeFocused();
});

test('links the terms to the privacy notice in the page', async ({ page }) => {
  await page.getByRole('link', { name: 'aviso de privacidad' }).click();
  const notice = page.getByRole('region', { name: 'Aviso de privacidad' });
  await expect(notice).toBeInViewport();
  await expect(notice).toContainText('Responsable');
  await expect(notice).toContainText('Tus derechos');
  await notice.getByRole('link', { name: 'Volver al formulario' }).click();
  await expect(page.getByRole('heading', { name: 'Formulario primer paso' })).toBeInViewport();
});

test('keeps what was typed before the script arrived (slow connection), and sends it', async ({ page }) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await field(page, 'first_name').fill('Ana');
  await field(page, 'phone').pressSequentially('71234567');
  await field(page, 'terms').check();
  // Until the script runs, the plain HTML form cannot be sent (it would carry the data in the URL).
  await expect(submitButton(page)).toBeDisabled();
  await field(page, 'address').press('Enter');
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(submitButton(page)).toBeEnabled();

  await expect(field(page, 'first_name')).toHaveValue('Ana');
  await expect(field(page, 'phone')).toHaveValue('7123-4567');
  await expect(field(page, 'terms')).toBeChecked();
  const rest = applicant('lento');
  await field(page, 'last_name').fill(rest.last_name);
  await field(page, 'company').fill(rest.company);
  await field(page, 'dui').pressSequentially('024950463');
  await field(page, 'email').fill(rest.email);
  await field(page, 'address').fill(rest.address);
  await submitButton(page).click();
  await expect(page.getByRole('status')).toContainText('Formulario enviado con éxito');
});

test('loses no keystroke typed the moment the page comes alive, even on a slow phone', async ({ page }) => {
  await slowPhone(page, 8);
  await page.reload();
  await expect(submitButton(page)).toBeEnabled();
  await typeIdsAndExpectThemMasked(page);
});

test('loses no keystroke in a masked field after a refused submit (the form re-checks as you type)', async ({ page }) => {
  await slowPhone(page, 4);
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await typeIdsAndExpectThemMasked(page);
});
