import type { Browser, Page } from '@playwright/test';
import { STAGE_FLAGS } from '../../src/applications/domain/workflow/stage';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { withAdminFirestore } from '../emulator/support/admin-firestore';
import { expect, test } from './support/test';
import {
  applicant,
  openPage,
  sendApplication,
  uniqueAddress,
  uniqueTag,
} from './support/application-page';
import { axeViolations } from './support/axe';
import { E2E_PROJECT_ID, e2eEnv } from './support/e2e-env';
import { awaitMailTo } from './support/sent-mail';
import { storedFor } from './support/stored-applications';

const WIDTHS = [375, 1280] as const;

/** A phone's or a desk's browser of its own, with JavaScript on or off, on a network of its own. */
async function browserAt(browser: Browser, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    javaScriptEnabled,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() },
  });
  return { context, page: await context.newPage() };
}

/** A clerk's move and ticks, written past the rules as the staff's adapter stores them. */
const clerkStartsWithDuiCopy = (id: string) =>
  withAdminFirestore(E2E_PROJECT_ID, e2eEnv('emulatorHost'), async (db) => {
    await db
      .collection(APPLICATIONS_COLLECTION)
      .doc(id)
      .update({ ...STAGE_FLAGS['en-tramite'], checklist: { 'copia-dui': true } });
  });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('the receipt’s status link (on screen and in the e-mail) shows the stage and what is missing, follows a clerk’s move, and a withdrawal closes the application; at 375 and 1280 px, with JavaScript on and off, with no axe violation', async ({
  page,
  browser,
}) => {
  const values = applicant(uniqueTag());
  await openPage(page, 'firestore');
  const id = await sendApplication(page, values);

  const onScreen = page.getByRole('link', { name: '¿En qué va mi solicitud?' });
  const link = (await onScreen.getAttribute('href')) ?? '';
  expect(link).toMatch(/\/estado\/[A-Za-z0-9_-]{43}$/);
  // The slip, which is what is printed, shows the whole address as text.
  await expect(page.getByRole('status')).toContainText(link);
  const [receiptMail] = await awaitMailTo(values.email, 1);
  // The e-mail carries a status link of its own, which the browser was never handed: only it
  // offers the talk (a script that stores forms holds the screen's link alone).
  const mailed = /\/estado\/[A-Za-z0-9_-]{43}/.exec(receiptMail?.text ?? '')?.[0] ?? '';
  expect(mailed).not.toBe('');
  expect(mailed).not.toBe(new URL(link).pathname);
  const { context: reader, page: mailPage } = await browserAt(browser, 375, false);
  await mailPage.goto(new URL(mailed, link).href);
  await expect(
    mailPage.getByRole('button', { name: 'Elegir mi charla informativa' }),
  ).toBeVisible();
  await reader.close();

  for (const width of WIDTHS)
    for (const javaScript of [true, false]) {
      const { context, page: status } = await browserAt(browser, width, javaScript);
      const response = await status.goto(link);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(heading(status)).toHaveText('¿En qué va mi solicitud?');
      await expect(status.getByText(id)).toBeVisible();
      await expect(status.getByText('Recibida', { exact: true })).toBeVisible();
      await expect(
        status.getByText('Un recibo de agua reciente, como comprobante de domicilio'),
      ).toBeVisible();
      await expect(status.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeVisible();
      await expect(
        status.getByText(/Podrás elegir tu charla informativa desde el enlace/),
      ).toBeVisible();
      await expect(
        status.getByRole('button', { name: 'Elegir mi charla informativa' }),
      ).toHaveCount(0);
      await expect(status.getByText(values.first_name)).toHaveCount(0);
      await expect(status.getByText(values.dui)).toHaveCount(0);
      // Nothing wider than the screen, and nothing axe finds, here and on the withdrawal's
      // question (a GET: it changes nothing). Axe and Playwright's evaluation need the browser's
      // JavaScript; the server sends the very same HTML, with no script, either way.
      if (javaScript) {
        const scrollWidth = await status.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
        expect(await axeViolations(status)).toEqual([]);
        await status.goto(`${link}/retirar`);
        await expect(heading(status)).toHaveText('¿Quieres retirar tu solicitud?');
        expect(await axeViolations(status)).toEqual([]);
      }
      await context.close();
    }

  await clerkStartsWithDuiCopy(id);
  const { context, page: status } = await browserAt(browser, 375, false);
  await status.goto(link);
  await expect(status.getByText('Te esperamos en la oficina')).toBeVisible();
  await expect(status.getByText(/Tu DUI original/)).toHaveCount(0);
  await expect(status.getByText(/Tu NIT original/)).toBeVisible();

  await status.getByRole('link', { name: 'Retirar mi solicitud' }).click();
  await expect(heading(status)).toHaveText('¿Quieres retirar tu solicitud?');
  expect(await storedFor(values.first_name)).toEqual([expect.objectContaining({ status: true })]);
  await status.getByRole('button', { name: 'Sí, retirar mi solicitud' }).click();
  await expect(heading(status)).toHaveText('Retiraste tu solicitud');
  expect(await storedFor(values.first_name)).toEqual([
    expect.objectContaining({ status: false, closeReason: 'desistio' }),
  ]);
  await status.goto(link);
  await expect(status.getByText('Cerrada', { exact: true })).toBeVisible();
  await expect(status.getByText(/pediste retirarla/)).toBeVisible();
  await context.close();
});

test('Perdí el enlace e-mails a fresh link only when the number and the DUI match, answers alike otherwise, and the old link stops working', async ({
  page,
  browser,
}) => {
  // A long journey (a form, two e-mails, five pages in three browsers): its hang limit is the
  // other long journeys' (CI measured 46.7 s under load).
  test.setTimeout(120_000);
  const values = applicant(uniqueTag());
  await openPage(page, 'firestore');
  const id = await sendApplication(page, values);
  const old =
    (await page.getByRole('link', { name: '¿En qué va mi solicitud?' }).getAttribute('href')) ?? '';
  await awaitMailTo(values.email, 1);

  // Axe needs the browser's JavaScript; the JavaScript-off browser below sends the form.
  for (const width of WIDTHS) {
    const { context, page: lost } = await browserAt(browser, width, true);
    await lost.goto(new URL('/estado/perdi-el-enlace', old).href);
    await expect(heading(lost)).toHaveText('Perdí el enlace de mi solicitud');
    expect(await axeViolations(lost)).toEqual([]);
    await context.close();
  }

  const { context, page: lost } = await browserAt(browser, 375, false);
  const ask = async (number: string, dui: string) => {
    await lost.goto(new URL('/estado/perdi-el-enlace', old).href);
    await lost.getByLabel('Número de solicitud').fill(number);
    await lost.getByLabel('DUI').fill(dui);
    await lost.getByRole('button', { name: 'Enviarme un enlace nuevo' }).click();
    return (await lost.locator('main').innerText()).trim();
  };

  const wrong = await ask(id, applicant(uniqueTag()).dui);
  const right = await ask(id.toLowerCase(), values.dui.replace('-', ''));

  expect(right).toBe(wrong);
  expect(right).toContain('Si los datos coinciden con una solicitud abierta');
  const [, fresh] = await awaitMailTo(values.email, 2);
  const freshLink = /(\S+\/estado\/[A-Za-z0-9_-]{43})/.exec(fresh?.text ?? '')?.[1] ?? '';
  await lost.goto(freshLink);
  await expect(heading(lost)).toHaveText('¿En qué va mi solicitud?');
  const gone = await lost.goto(old);
  expect(gone?.status()).toBe(404);
  await expect(heading(lost)).toHaveText('Este enlace no es válido');
  await context.close();
});
