import { expect, test } from './support/test';
import {
  applicant,
  applicationNumber,
  field,
  fillApplication,
  openBeforeEach,
  receiptShown,
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

  // The functions were loaded before the tests (warm-functions.ts); the page's retry after a
  // slow first answer is tested in remote-submit-retry.test.tsx and below.
  const id = await applicationNumber(page);
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
  await receiptShown(page);

  // The form goes to the server's intake on the site's origin: no storage SDK, no other host.
  expect(elsewhere).toEqual([]);
});

test('saves once on a double click', async ({ page }) => {
  const values = applicant(uniqueTag());
  await fillApplication(page, values);
  await submitButton(page).dblclick();

  await receiptShown(page);
  expect(await storedFor(values.first_name)).toHaveLength(1);
});

test('stores one application under one number when the first answer comes after the page gave up, and the page sends the form again', async ({
  page,
}) => {
  const values = applicant(uniqueTag());
  await fillApplication(page, values);
  const keys: (string | null)[] = [];
  const answers: { id?: string }[] = [];
  let retryArrived = () => {};
  const retried = new Promise<void>((arrived) => (retryArrived = arrived));
  await page.route('**/api/solicitudes', async (route) => {
    keys.push(await route.request().headerValue('Idempotency-Key'));
    const first = keys.length === 1;
    if (!first) retryArrived();
    // Every attempt reaches the server; the first one's answer is held back until the page
    // has given up on it and sent the form again, as a slow cold start would have it.
    const response = await route.fetch();
    answers.push((await response.json()) as { id?: string });
    if (first) await retried;
    // The page no longer listens for the first answer: fulfilling it may find nothing to answer.
    await route.fulfill({ response }).catch(() => undefined);
  });

  await submitButton(page).click();
  const id = await applicationNumber(page);

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(answers.map((answer) => answer.id)).toEqual([id, id]);
  expect(await storedFor(values.first_name)).toEqual([expect.objectContaining({ id })]);
});

test('saves nothing for an invalid form', async ({ page }) => {
  const values = applicant(uniqueTag());
  await fillApplication(page, { ...values, dui: '02495046-4' });
  await submitButton(page).click();

  await expect(page.getByRole('alert').getByRole('heading')).toHaveText(
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

  await receiptShown(page);
  expect(await storedFor(values.first_name)).toEqual([]);
});
