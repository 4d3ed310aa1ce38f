import type { Page } from '@playwright/test';
import { demoApplication } from '../../src/pages/staff/demo/demo-inbox-data';
import { axeViolations } from './support/axe';
import { e2eEnv } from './support/e2e-env';
import { openButtons, openStaffPage, rows, signIn } from './support/staff-page';
import { expect, test } from './support/test';
import { tabTo } from './support/keyboard';

const PASSWORD = 'demo-primer-paso';
const STAFF = 'personal@demo.primerpaso.coop';
const ADMIN = 'admin@demo.primerpaso.coop';

const siteUrl = () => e2eEnv('demoUrl');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Opens the staff page at `path` and signs in: the page shows what the address names. */
async function signInAt(page: Page, path: string, email = STAFF) {
  await openStaffPage(page, siteUrl(), path);
  await signIn(page, email, PASSWORD);
}

async function openInbox(page: Page, email = STAFF) {
  await signInAt(page, '/personal/', email);
  await expect(heading(page, 'Solicitudes')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('opens an application by keyboard at its own address; Back returns to the row, Forward reopens it', async ({
      page,
    }) => {
      await openInbox(page);
      const link = openButtons(page).first();
      const id = (await link.textContent()) ?? '';
      await expect(link).toHaveAttribute('href', `/personal/solicitudes/${id}`);
      expect(await axeViolations(page), 'list').toEqual([]);

      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await expect(heading(page, `Solicitud ${id}`)).toBeFocused();
      expect(pathOf(page)).toBe(`/personal/solicitudes/${id}`);
      expect(await axeViolations(page), 'detail').toEqual([]);

      await page.goBack();
      await expect(openButtons(page).filter({ hasText: id })).toBeFocused();
      expect(pathOf(page)).toBe('/personal/');

      await page.goForward();
      await expect(heading(page, `Solicitud ${id}`)).toBeFocused();
      expect(pathOf(page)).toBe(`/personal/solicitudes/${id}`);

      // 'Volver a la lista' is the same step back, not a new one.
      await page.getByRole('button', { name: 'Volver a la lista' }).click();
      await expect(openButtons(page).filter({ hasText: id })).toBeFocused();
      expect(pathOf(page)).toBe('/personal/');
    });

    test('opens an application from anywhere on its row, and not when text is selected', async ({
      page,
    }) => {
      await openInbox(page);
      const row = rows(page).first();
      const id = (await openButtons(page).first().textContent()) ?? '';
      const name = row.getByRole('cell').nth(1);
      // Dragging over the name to copy it selects it, and leaves the list where it is. The
      // points are the words' ends within their cell, and dragTo waits for the cell to hold still
      // before each (the list's notes and counts arrive after its rows).
      const words = await name.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode()!);
        const text = range.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return { x: text.x - box.x, y: text.y - box.y, width: text.width, height: text.height };
      });
      const middle = words.y + words.height / 2;
      await name.dragTo(name, {
        sourcePosition: { x: words.x + 1, y: middle },
        targetPosition: { x: words.x + words.width - 1, y: middle },
      });
      expect(await page.evaluate(() => window.getSelection()?.toString())).not.toBe('');
      expect(pathOf(page)).toBe('/personal/');

      await page.evaluate(() => window.getSelection()?.removeAllRanges());
      await row.getByRole('cell').nth(3).click();
      await expect(heading(page, `Solicitud ${id}`)).toBeFocused();
      expect(pathOf(page)).toBe(`/personal/solicitudes/${id}`);
    });

    test('gives a stage filter its address, and lands on it after sign-in', async ({ page }) => {
      await openInbox(page);
      await page.getByRole('button', { name: /^En trámite/ }).click();
      expect(pathOf(page)).toBe('/personal/solicitudes/en-tramite');
      await page.goBack();
      await expect(page.getByRole('button', { name: /^Nuevas/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await page.goto(`${siteUrl()}/personal/solicitudes/asociada`);
      await signIn(page, STAFF, PASSWORD);
      await expect(page.getByRole('button', { name: 'Asociadas' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await axeViolations(page), 'a stage by its address').toEqual([]);
    });

    test('after a reload of an application, and from a link in a new tab, sign-in lands on the application', async ({
      page,
      context,
    }) => {
      await openInbox(page);
      const id = (await openButtons(page).first().textContent()) ?? '';
      await openButtons(page).first().click();
      await expect(heading(page, `Solicitud ${id}`)).toBeFocused();

      // The demo keeps its session in the tab's memory: a reload asks to sign in again.
      await page.reload();
      await signIn(page, STAFF, PASSWORD);
      await expect(heading(page, `Solicitud ${id}`)).toBeVisible();
      expect(pathOf(page)).toBe(`/personal/solicitudes/${id}`);

      const shared = await context.newPage();
      await signInAt(shared, `/personal/solicitudes/${id}`);
      await expect(heading(shared, `Solicitud ${id}`)).toBeVisible();
      await expect(shared.locator('.detail__name')).toBeVisible();
      expect(await axeViolations(shared), 'an application by its address').toEqual([]);

      // A number that names no application: the detail says so.
      const missing = await context.newPage();
      await signInAt(missing, '/personal/solicitudes/SOL9998');
      await expect(missing.getByText('No existe la solicitud SOL9998.')).toBeVisible();
    });

    test('shows Privacidad at its address to an admin, and to staff the inbox with a notice', async ({
      page,
      context,
    }) => {
      await signInAt(page, '/personal/privacidad', ADMIN);
      await expect(heading(page, 'Privacidad')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Privacidad' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      const staff = await context.newPage();
      await signInAt(staff, '/personal/privacidad', STAFF);
      await expect(heading(staff, 'Solicitudes')).toBeVisible();
      await expect(staff.getByRole('status').filter({ hasText: 'No tienes acceso' })).toHaveText(
        'No tienes acceso a «Privacidad». Te mostramos las solicitudes nuevas.',
      );
      expect(pathOf(staff)).toBe('/personal/');
      await expect(heading(staff, 'Privacidad')).toBeHidden();
      expect(await axeViolations(staff), 'a section refused').toEqual([]);

      await staff.goto(`${siteUrl()}/personal/no-existe`);
      await signIn(staff, STAFF, PASSWORD);
      await expect(staff.getByText('Esta dirección no existe en la bandeja.')).toBeVisible();
      expect(pathOf(staff)).toBe('/personal/');
    });

    test('puts a SOL search in the address, and a DUI search only in memory', async ({ page }) => {
      const id = demoApplication(0, new Date()).id;
      await signInAt(page, `/personal/buscar/${id}`);
      await expect(page.getByRole('searchbox')).toHaveValue(id);
      await expect(openButtons(page)).toHaveText([id]);

      const dui = demoApplication(2, new Date()).dui;
      await page.getByRole('searchbox').fill(dui);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await expect(page.getByText(new RegExp(`con «${dui}»`))).toBeVisible();
      expect(pathOf(page)).toBe('/personal/buscar');
      expect(page.url()).not.toContain(dui.slice(0, 8));
      expect(await axeViolations(page), 'a DUI search').toEqual([]);

      await page.goBack();
      await expect(page.getByRole('searchbox')).toHaveValue(id);
      await page.goForward();
      await expect(page.getByRole('searchbox')).toHaveValue(dui);
      await expect(page.getByText(new RegExp(`con «${dui}»`))).toBeVisible();

      await page.reload();
      await signIn(page, STAFF, PASSWORD);
      await expect(page.getByText(/La búsqueda no se guarda en la dirección/)).toBeVisible();
      await expect(page.getByRole('searchbox')).toHaveValue('');
      expect(await axeViolations(page), 'a search not kept').toEqual([]);
      const visited = await page.evaluate(() => JSON.stringify(history.state));
      expect(visited).not.toContain(dui.slice(0, 8));
    });
  });
}
