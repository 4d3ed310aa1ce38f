import { expect, test } from './support/test';
import {
  applicant,
  field,
  fillApplication,
  openBeforeEach,
  submitButton,
  uniqueTag,
} from './support/application-page';
import { storedFor } from './support/stored-applications';

openBeforeEach('firestore');

test('saves the application in Firestore with every spec field', async ({ page }) => {
  const values = applicant(uniqueTag());
  const before = Date.now();
  await fillApplication(page, values);
  await submitButton(page).click();

  const status = page.getByRole('status');
  await expect(status).toContainText('Formulario enviado con éxito');
  const id = (await status.textContent())?.match(/SOL[1-9]\d{3}/)?.[0];
  const [stored, ...others] = await storedFor(values.first_name);

  expect(others).toEqual([]);
  const { date, ...fields } = stored ?? {};
  expect(fields).toEqual({
    ...values,
    terms: true,
    id,
    isAssociated: false,
    status: true,
    alert: true,
  });
  expect((date as Date).getTime()).toBeGreaterThan(before - 5000);
  expect((date as Date).getTime()).toBeLessThan(Date.now() + 5000);
});

test('loads its submit code only when the applicant reaches the form, and talks to its own origin alone', async ({
  page,
}) => {
  const scripts: string[] = [];
  const elsewhere: string[] = [];
  const origin = new URL(page.url()).origin;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  const firstLoad = scripts.length;

  await field(page, 'first_name').focus();
  await expect.poll(() => scripts.length).toBeGreaterThan(firstLoad);
  await fillApplication(page, applicant(uniqueTag()));
  await submitButton(page).click();
  await expect(page.getByRole('status')).toContainText('Formulario enviado con éxito');

  // The form goes to the server's intake on the site's origin: no storage SDK, no other host.
  expect(elsewhere).toEqual([]);
});

test('saves once on a double click', async ({ page }) => {
  const values = applicant(uniqueTag());
  await fillApplication(page, values);
  await submitButton(page).dblclick();

  await expect(page.getByRole('status')).toContainText('Formulario enviado con éxito');
  expect(await storedFor(values.first_name)).toHaveLength(1);
});

test('saves nothing for an invalid form', async ({ page }) => {
  const values = applicant(uniqueTag());
  await fillApplication(page, { ...values, dui: '02495046-4' });
  await submitButton(page).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Por favor completa todos los campos requeridos.',
  );
  await expect(field(page, 'dui')).toBeFocused();
  expect(await storedFor(values.first_name)).toEqual([]);
});

test('shows a bot that fills the honeypot the usual success, and saves nothing', async ({
  page,
}) => {
  const values = applicant(uniqueTag());
  await fillApplication(page, values);
  await field(page, 'website').evaluate(
    (input: HTMLInputElement) => (input.value = 'https://spam.example'),
  );
  await submitButton(page).click();

  await expect(page.getByRole('status')).toContainText('Formulario enviado con éxito');
  expect(await storedFor(values.first_name)).toEqual([]);
});
