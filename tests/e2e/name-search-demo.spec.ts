import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { e2eEnv } from './support/e2e-env';
import { openStaffPage, rows, signInByKeyboard } from './support/staff-page';
import { tabTo } from './support/keyboard';
import { expect, test } from './support/test';

/**
 * At the counter, people give their name or read their number without 'SOL' (issue 18, the
 * inbox's search by name): a clerk finds them with the keyboard alone, on a phone and at a desk.
 * The demo's applicants (src/pages/staff/demo/demo-inbox-data.ts): Lucía Mejía Guardado is
 * SOL8266, Lucía Portillo Flores SOL3931, Beatriz Menjívar Guardado SOL6422.
 */
const STAFF = { email: 'personal@demo.primerpaso.coop', password: 'demo-primer-paso' };

const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Buscar por número, nombre, DUI, teléfono o correo' });

async function signInAsClerk(page: Page) {
  await openStaffPage(page, e2eEnv('demoUrl'));
  await signInByKeyboard(page, STAFF.email, STAFF.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

async function search(page: Page, text: string) {
  await tabTo(page, searchBox(page));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Opens a listed application with Tab and Enter, then goes back the same way. */
async function openAndReturn(page: Page, id: string) {
  await tabTo(page, page.getByRole('link', { name: id, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${id}` })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Volver a la lista' }));
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toBeVisible();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 667 : 800 } });

    test('finds an applicant by a last name typed without accents, by the start of a first name and by a bare number, with the keyboard alone', async ({
      page,
    }) => {
      await signInAsClerk(page);
      await expect(page.getByText('Por ejemplo 4821 o SOL4821, López')).toBeVisible();

      // Mejía, typed as people do on a keyboard without accents, in lower case.
      await search(page, 'mejia');
      await expect(page.getByRole('status').filter({ hasText: '«mejia»' })).toContainText(
        /solicitud/,
      );
      const found = page.locator('tbody tr');
      await expect(found.filter({ hasText: 'SOL8266' })).toContainText('Lucía Mejía Guardado');
      // Every application listed has the name (a new demo arrival may be one of them).
      for (const row of await found.all()) await expect(row).toContainText('Mejía');
      expect(await axeViolations(page)).toEqual([]);
      await openAndReturn(page, 'SOL8266');

      // The start of a first name: «Luc» is Lucía.
      await search(page, 'Luc');
      await expect(page.getByRole('status').filter({ hasText: '«Luc»' })).toBeVisible();
      await expect(found.filter({ hasText: 'SOL3931' })).toContainText('Lucía Portillo Flores');
      for (const row of await found.all()) await expect(row).toContainText('Lucía');
      await openAndReturn(page, 'SOL3931');

      // The number as it is read out at the counter, without 'SOL'.
      await search(page, '6422');
      await expect(page.getByRole('status')).toHaveText('Una solicitud con «6422».');
      await expect(found).toHaveCount(1);
      await expect(found).toContainText('Beatriz Menjívar Guardado');
      await openAndReturn(page, 'SOL6422');
    });

    test('asks for two letters of a name, and still explains a text it cannot search by', async ({
      page,
    }) => {
      await signInAsClerk(page);

      await search(page, 'L');
      await expect(page.getByRole('alert')).toHaveText(
        'Escribe al menos 2 letras del nombre o del apellido.',
      );
      await expect(searchBox(page)).toHaveValue('L');
      expect(await axeViolations(page)).toEqual([]);

      await search(page, 'Ana #3');
      await expect(page.getByRole('alert')).toContainText(
        'Eso no parece un número, un nombre, un DUI, un teléfono ni un correo.',
      );
    });
  });
}
