import type { Browser, Page } from '@playwright/test';
import {
  DEMO_NEEDS_SCRIPT,
  INVALID_FORM_ALERT,
} from '../../src/submission/domain/submission-messages';
import { FIELD_REQUIRED } from '../../src/submission/domain/rules/validation-messages';
import { expect, test } from './support/test';
import {
  applicant,
  field,
  submitButton,
  uniqueAddress,
  uniqueTag,
  type Applicant,
} from './support/application-page';
import { axeViolations } from './support/axe';
import { e2eEnv } from './support/e2e-env';
import { awaitMailTo } from './support/sent-mail';
import { storedFor } from './support/stored-applications';

const WIDTHS = [375, 1280] as const;

/** A phone's or a desk's browser with JavaScript off, on a network of its own. */
async function withoutJavaScript(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() },
  });
  return { context, page: await context.newPage() };
}

/**
 * What axe finds in the page the server sent, and whether it fits the width: axe and Playwright's
 * evaluation need the browser's JavaScript, so the very same HTML (it has no script) is read in a
 * browser that has it, at the same width.
 */
async function checkedLikeAPage(browser: Browser, page: Page, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const copy = await context.newPage();
  await copy.setContent(await page.content());
  const scrollWidth = await copy.evaluate(() => document.documentElement.scrollWidth);
  const violations = await axeViolations(copy);
  await context.close();
  return { violations, fits: scrollWidth <= width };
}

/** Types as a person would on a page without its script: no mask puts in the hyphens. */
async function typeUnmasked(page: Page, values: Partial<Applicant>) {
  for (const [name, value] of Object.entries(values))
    await field(page, name).fill(
      ['phone', 'dui', 'nit'].includes(name) ? value.replaceAll('-', '') : value,
    );
}

test('with JavaScript off, an invalid form comes back with its messages and what was typed, and a valid one lands on its status page saying it was sent; at 375 and 1280 px, with no axe violation', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const width of WIDTHS) {
    const values = applicant(uniqueTag());
    const { context, page } = await withoutJavaScript(browser, width);
    await page.goto(e2eEnv('firestoreUrl'));
    // Nothing waits for a script: the button works as the server sent it.
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.locator('#formulario-solicitud noscript')).toHaveCount(0);

    const { first_name, ...rest } = values;
    await typeUnmasked(page, rest);
    await field(page, 'terms').check();
    await submitButton(page).click();

    // The form again, from the server: the spec's alert as a summary, the message at the field.
    await expect(page).toHaveURL(/\/api\/solicitudes$/);
    await expect(page).toHaveTitle(/^Error: Formulario primer paso/);
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('heading')).toHaveText(INVALID_FORM_ALERT);
    await expect(summary.getByRole('link')).toHaveText([`Nombres: ${FIELD_REQUIRED}`]);
    await expect(page.getByLabel(/^Nombres/)).toHaveAccessibleDescription(
      new RegExp(FIELD_REQUIRED),
    );
    // Everything typed is there, the masked fields as the masks would have typed them.
    await expect(field(page, 'last_name')).toHaveValue(values.last_name);
    await expect(field(page, 'dui')).toHaveValue(values.dui);
    await expect(field(page, 'phone')).toHaveValue(values.phone);
    await expect(field(page, 'message')).toHaveValue(values.message);
    await expect(field(page, 'terms')).toBeChecked();
    expect(await storedFor(first_name)).toEqual([]);
    expect(await checkedLikeAPage(browser, page, width)).toEqual({ violations: [], fits: true });

    await summary.getByRole('link').click();
    await field(page, 'first_name').fill(first_name);
    await submitButton(page).click();

    await expect(page).toHaveURL(/\/estado\/[A-Za-z0-9_-]{43}\/enviada$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Formulario enviado con éxito',
    );
    const [stored, ...others] = await storedFor(first_name);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ ...values, terms: true, status: true });
    await expect(page.getByText(String(stored?.id), { exact: true })).toBeVisible();
    await expect(page.getByText('Recibida', { exact: true })).toBeVisible();
    expect(await checkedLikeAPage(browser, page, width)).toEqual({ violations: [], fits: true });

    // A reload asks the status page again (a GET after the 303), and stores nothing more.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Formulario enviado con éxito',
    );
    expect(await storedFor(first_name)).toHaveLength(1);
    // The receipt e-mail carries a private link of its own, never the one the page was answered
    // with: only the e-mail's shows the mailbox is read, and so offers a talk (seat-offer.ts).
    const [mail] = await awaitMailTo(values.email, 1);
    const answered = new URL(page.url()).pathname.replace(/\/enviada$/, '');
    const mailed = /\/estado\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
    expect(mailed).toBeDefined();
    expect(mailed).not.toBe(answered);
    await context.close();
  }
});

test('a form sent twice without JavaScript (a second tap, a network that repeats the POST) is stored once, and answered with the same link', async ({
  request,
}) => {
  const values = applicant(uniqueTag());
  const body = new URLSearchParams({ ...values, terms: 'on', website: '' }).toString();
  const post = (from: string) =>
    request.post(`${e2eEnv('firestoreUrl')}/api/solicitudes`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': from },
      data: body,
      maxRedirects: 0,
    });
  const address = uniqueAddress();

  const [first, second] = [await post(address), await post(address)];

  expect([first.status(), second.status()]).toEqual([303, 303]);
  expect(first.headers()['location']).toMatch(/^\/estado\/[A-Za-z0-9_-]{43}\/enviada$/);
  expect(second.headers()['location']).toBe(first.headers()['location']);
  expect(first.headers()['content-security-policy']).toContain("form-action 'self'");
  expect(first.headers()['cache-control']).toBe('no-store');
  expect(await storedFor(values.first_name)).toHaveLength(1);

  // The same form typed on another network is someone's own application, with its own link.
  const elsewhere = await post(uniqueAddress());
  expect(elsewhere.headers()['location']).not.toBe(first.headers()['location']);
  expect(await storedFor(values.first_name)).toHaveLength(2);
});

test('in demo mode, with JavaScript off, the page says the demo needs it and sends nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(e2eEnv('demoUrl'));

  // What <noscript> holds is shown, as its own elements (Playwright reads no text of the
  // <noscript> element itself, so its paragraph is asked for).
  const note = page.locator('#formulario-solicitud noscript p');
  await expect(note).toBeVisible();
  await expect(note).toHaveText(DEMO_NEEDS_SCRIPT);
  await expect(submitButton(page)).toBeDisabled();
  await context.close();
});
