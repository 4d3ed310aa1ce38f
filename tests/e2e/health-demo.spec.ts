import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { e2eEnv } from './support/e2e-env';
import { signInByKeyboard, tabTo } from './support/keyboard';
import { openStaffPage, rows } from './support/staff-page';
import { expect, test } from './support/test';

/**
 * Estado in demo mode, by the keyboard alone on a phone and at a desk: the admin reaches it from
 * the sections, reads the week's e-mail, the day's intake (stored, refused by the limits, marked
 * for review) and every job, follows a given-up receipt to its application and the gauge's link to
 * Privacidad; staff do not see it. The demo's figures are fictitious and nothing is late: no
 * banner on the inbox.
 */
const ADMIN = { email: 'admin@demo.primerpaso.coop', password: 'demo-primer-paso' };
const STAFF = { email: 'personal@demo.primerpaso.coop', password: 'demo-primer-paso' };

/** The figure beside a label in a section's list (a <dt> and its <dd>). */
const figure = (page: Page, section: string, label: string) =>
  page
    .getByRole('region', { name: section })
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd');

async function openEstadoByKeyboard(page: Page) {
  await openStaffPage(page, e2eEnv('demoUrl'));
  await signInByKeyboard(page, ADMIN.email, ADMIN.password);
  await expect(rows(page).first()).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Estado' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Estado' })).toBeFocused();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 667 : 800 } });

    test("an admin reads Estado by the keyboard: the week's e-mail, the day's intake with its refusals, every job, and follows a receipt given up", async ({
      page,
    }) => {
      await openEstadoByKeyboard(page);
      // Nothing is late and e-mail is not failing for an hour: no banner, here or on the inbox.
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(figure(page, 'Correo (últimos 7 días)', 'Enviados')).toHaveText('41');
      await expect(figure(page, 'Correo (últimos 7 días)', 'Reintentando')).toHaveText('2');
      await expect(figure(page, 'Correo (últimos 7 días)', 'Abandonados')).toHaveText('1');
      await expect(page.getByText('MAIL_UNREACHABLE', { exact: true })).toBeVisible();
      const intake = 'Solicitudes (últimas 24 horas)';
      await expect(figure(page, intake, 'Guardadas')).toHaveText('6');
      await expect(figure(page, intake, 'Rechazadas por los límites')).toHaveText('3');
      await expect(figure(page, intake, 'Marcadas para revisión')).toHaveText('1');
      const jobs = page.getByRole('region', { name: 'Tareas programadas' });
      await expect(jobs.getByText('Al día')).toHaveCount(4);
      expect(await axeViolations(page)).toEqual([]);
      // The page is no wider than the screen: nothing to scroll sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      // The receipt given up is a link to its application: the office calls that applicant.
      const receipt = page
        .getByRole('region', { name: 'Correo (últimos 7 días)' })
        .getByRole('link', { name: /^SOL\d{4}$/ });
      const id = (await receipt.textContent()) ?? '';
      await tabTo(page, receipt);
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
