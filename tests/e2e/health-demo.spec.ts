import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { figure, openGroup, verdict } from './support/estado-page';
import { e2eEnv } from './support/e2e-env';
import { tabTo } from './support/keyboard';
import { openStaffPage, rows, signInByKeyboard } from './support/staff-page';
import { expect, test } from './support/test';

/**
 * Estado in demo mode, by the keyboard alone on a phone and at a desk: the admin reaches it from
 * the sections and reads, on the first screen, its one verdict and what to do (the demo's one
 * receipt given up: look at this, call that applicant, a link to the application); then opens
 * the folded figures: the week's e-mail with its last error in plain words (the code only for
 * the maintainer), the day's intake (stored, refused by the limits, marked for review), every
 * job; follows the gauge's link to Privacidad. Staff do not see it. The demo's figures are
 * fictitious and nothing is late: nothing to act on now, so no banner on the inbox.
 */
const ADMIN = { email: 'admin@demo.primerpaso.coop', password: 'demo-primer-paso' };
const STAFF = { email: 'personal@demo.primerpaso.coop', password: 'demo-primer-paso' };

const reviewVerdict = (page: Page) => verdict(page, /^Revisa esto hoy/);

async function openEstadoByKeyboard(page: Page) {
  await openStaffPage(page, e2eEnv('demoUrl'));
  await signInByKeyboard(page, ADMIN.email, ADMIN.password);
  await expect(rows(page).first()).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Estado' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Estado' })).toBeFocused();
}

/** The bottom of an element, from the top of the page: within the first screen if at most its height. */
const bottomOnPage = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    const height = width === 375 ? 740 : 800;
    test.use({ viewport: { width, height } });

    test('an admin reads the verdict and what to do on the first screen, then the folded figures, by the keyboard', async ({
      page,
    }) => {
      await openEstadoByKeyboard(page);
      // Nothing to act on now (no e-mail failing for an hour, nothing late): no banner, here or on the inbox.
      await expect(page.getByRole('alert')).toHaveCount(0);

      // One verdict, first, with what to do and the application to call about.
      const box = reviewVerdict(page);
      await expect(box).toContainText('Una persona no recibió su acuse');
      const todo = box.getByText(/^Qué hacer: Llama a quien envió SOL\d{4} y confírmale/);
      const receipt = box.getByRole('link', { name: /^SOL\d{4}$/ });
      await expect(receipt).toBeVisible();
      await expect(box).not.toContainText('MAIL_');
      expect(await bottomOnPage(todo)).toBeLessThanOrEqual(height);
      expect(await bottomOnPage(receipt)).toBeLessThanOrEqual(height);
      // The figures wait folded, each under its gist.
      const mail = 'Correo (últimos 7 días)';
      await expect(page.getByRole('region', { name: mail })).toContainText(
        '41 enviados · 2 en espera de otro intento · 1 no entregado',
      );
      await expect(figure(page, mail, 'Enviados')).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);

      await openGroup(page, mail);
      await expect(figure(page, mail, 'Enviados')).toHaveText('41');
      await expect(figure(page, mail, 'En espera de otro intento')).toHaveText('2');
      await expect(figure(page, mail, 'No entregados')).toHaveText('1');
      await expect(page.getByRole('region', { name: mail })).toContainText(
        'no se llega al servidor de correo.',
      );
      await expect(page.getByText('MAIL_UNREACHABLE', { exact: true })).toBeVisible();
      const intake = 'Solicitudes (últimas 24 horas)';
      await openGroup(page, intake);
      await expect(figure(page, intake, 'Guardadas')).toHaveText('6');
      await expect(figure(page, intake, 'Rechazadas por los límites')).toHaveText('3');
      await expect(figure(page, intake, 'Marcadas para revisión')).toHaveText('1');
      await openGroup(page, 'Tareas programadas');
      const jobs = page.getByRole('region', { name: 'Tareas programadas' });
      await expect(jobs.getByText('Al día', { exact: true })).toHaveCount(4);
      expect(await axeViolations(page)).toEqual([]);
      // The page is no wider than the screen: nothing to scroll sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      // The receipt given up is a link to its application: the office calls that applicant.
      const id = (await receipt.textContent()) ?? '';
      await tabTo(page, receipt, { key: 'Shift+Tab' });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/personal/solicitudes/${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${id}` })).toBeVisible();

      // Back to Estado, and on by the gauge's link to Privacidad.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Estado' })).toBeVisible();
      await tabTo(
        page,
        page.getByRole('link', { name: 'Ver el medidor de números en Privacidad' }),
      );
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible();
    });

    test('staff see no Estado, and the address of it shows them nothing of it', async ({
      page,
    }) => {
      await openStaffPage(page, e2eEnv('demoUrl'));
      await signInByKeyboard(page, STAFF.email, STAFF.password);
      await expect(rows(page).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Estado' })).toHaveCount(0);

      await page.goto(`${e2eEnv('demoUrl')}/personal/estado`);
      await signInByKeyboard(page, STAFF.email, STAFF.password);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Estado' })).toHaveCount(0);
      await expect(page.getByText('Correo (últimos 7 días)')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
