import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { demoApplication } from '../../src/pages/staff/demo/demo-inbox-data';
import { e2eEnv } from './support/e2e-env';
import { openStaffPage, rows, signInByKeyboard } from './support/staff-page';
import { tabTo } from './support/keyboard';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

// Issue 18: every file that leaves the inbox is in the audit log admins read, and the CSV export
// warns that the file holds DUI and NIT numbers. Demo mode: one tab's memory, so what a clerk
// exported is in Auditoría when an admin signs in after them, without a reload.

const PASSWORD = 'demo-primer-paso';
const CLERK = 'personal@demo.primerpaso.coop';
const ADMIN = 'admin@demo.primerpaso.coop';

async function signInAs(page: Page, email: string) {
  await signInByKeyboard(page, email, PASSWORD);
  await expect(rows(page).first()).toBeVisible();
}

async function press(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await tabTo(page, target, { key });
  await page.keyboard.press('Enter');
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("with the keyboard alone: a clerk exports a stage's CSV (warned of DUI and NIT), an admin downloads a person's data, and Auditoría lists both", async ({
      page,
    }) => {
      await openStaffPage(page, e2eEnv('demoUrl'));
      await signInAs(page, CLERK);

      // The clerk exports En trámite.
      const stage = page.getByRole('button', { name: /^En trámite/ });
      await press(page, stage);
      await expect(stage).toHaveAttribute('aria-pressed', 'true');
      await expect(rows(page).first()).toBeVisible();
      const listed = await rows(page).count();
      const exportButton = page.getByRole('button', { name: 'Exportar CSV' });
      await expect(
        page.getByText(/El archivo lleva el DUI y el NIT de cada solicitante/),
      ).toBeVisible();
      await expect(exportButton).toHaveAccessibleDescription(
        /El archivo lleva el DUI y el NIT de cada solicitante.*bórralo cuando termines/,
      );
      const csvDownload = page.waitForEvent('download');
      await press(page, exportButton);
      const csv = await csvDownload;
      expect(csv.suggestedFilename()).toMatch(/^solicitudes-en-tramite-\d{4}-\d{2}-\d{2}\.csv$/);
      await expect(
        page.getByText(`Se descargó ${csv.suggestedFilename()} con ${listed} solicitudes.`),
      ).toBeVisible();
      expect(await axeViolations(page), 'the list with its export warning').toEqual([]);

      // The admin, after the clerk on the same computer, downloads a person's data.
      await press(page, page.getByRole('button', { name: 'Cerrar sesión' }), 'Shift+Tab');
      await expect(page.getByRole('status')).toHaveText('Cerraste tu sesión.');
      await signInAs(page, ADMIN);
      await press(page, page.getByRole('button', { name: 'Privacidad' }));
      await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible();
      const { dui } = demoApplication(2, new Date());
      await tabTo(page, page.getByLabel('DUI del titular o número de solicitud'));
      await page.keyboard.type(dui);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Se encontraron 2 solicitudes.')).toBeVisible();
      const numbers = (
        await page.getByRole('heading', { level: 3, name: /^SOL\d{4}/ }).allTextContents()
      ).map((text) => text.slice(0, 7));
      expect(numbers).toHaveLength(2);
      const textDownload = page.waitForEvent('download');
      await press(page, page.getByRole('button', { name: 'Descargar sus datos (texto)' }));
      const text = await textDownload;
      expect(await readFile(await text.path(), 'utf8')).toContain(dui);
      await expect(page.getByText(/^Se descargó datos-personales-/)).toBeVisible();
      expect(await axeViolations(page), 'Privacidad after a download').toEqual([]);

      // Auditoría: who, what view or which numbers, how many; nothing of the person.
      await press(page, page.getByRole('button', { name: 'Auditoría' }), 'Shift+Tab');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Registro de auditoría' }),
      ).toBeFocused();
      const entries = page
        .getByRole('list', { name: /Registro, del más reciente/ })
        .getByRole('listitem');
      // Newest first: the admin's download, the admin's first key (added at sign-in), the
      // clerk's export, the clerk's first key.
      await expect(entries).toHaveCount(4);
      await expect(entries.nth(0)).toContainText(ADMIN);
      await expect(entries.nth(0)).toContainText(
        `Descargó los datos personales (texto) de 2 solicitudes: ${numbers.join(', ')}.`,
      );
      const firstKey = (email: string) =>
        `Agregó la llave de acceso «Computadora de pruebas» de ${email}.`;
      await expect(entries.nth(1)).toContainText(firstKey(ADMIN));
      await expect(entries.nth(2)).toContainText(CLERK);
      await expect(entries.nth(2)).toContainText(
        `Exportó a CSV ${listed} ${listed === 1 ? 'fila' : 'filas'} de la lista «En trámite».`,
      );
      await expect(entries.nth(3)).toContainText(firstKey(CLERK));
      await expect(page.getByRole('main')).not.toContainText(dui);
      expect(await axeViolations(page), 'Auditoría').toEqual([]);
    });
  });
}
