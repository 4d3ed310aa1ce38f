import type { Locator } from '@playwright/test';
import { axeViolations } from './support/axe';
import { e2eEnv } from './support/e2e-env';
import { tabTo } from './support/keyboard';
import { openStaffPage, rows, signInByKeyboard } from './support/staff-page';
import { expect, test } from './support/test';

/**
 * New arrivals are marked until opened (issue 18): the demo starts with its newest Nuevas
 * unopened; opening one by the keyboard takes its mark off, and only its own.
 */
const STAFF = { email: 'personal@demo.primerpaso.coop', password: 'demo-primer-paso' };

/** What opens an application from its row: its number, a button or a link. */
const opener = (row: Locator, id: string) =>
  row.getByRole('link', { name: id }).or(row.getByRole('button', { name: id }));

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 667 : 800 } });

    test("an application nobody opened says 'Sin abrir' until it is opened, by the keyboard alone", async ({
      page,
    }) => {
      await openStaffPage(page, e2eEnv('demoUrl'));
      await signInByKeyboard(page, STAFF.email, STAFF.password);
      await expect(rows(page).first()).toBeVisible();

      const marked = rows(page).filter({ hasText: 'Sin abrir' });
      await expect(marked.first()).toBeVisible();
      const idsOf = async (list: Locator) =>
        (await list.locator('td:first-child').allInnerTexts()).map(
          (text) => text.match(/SOL\d{4}/)![0],
        );
      const markedIds = await idsOf(marked);
      expect(markedIds.length).toBeGreaterThanOrEqual(2);
      const [id, ...others] = markedIds as [string, ...string[]];
      const rowOf = (number: string) =>
        rows(page).filter({
          has: page
            .getByRole('link', { name: number })
            .or(page.getByRole('button', { name: number })),
        });
      // In words, for a screen reader too: the row's cell says it, not a colour alone.
      await expect(rowOf(id).getByText('Sin abrir')).toBeVisible();
      expect(await axeViolations(page), 'the list with marks').toEqual([]);

      await tabTo(page, opener(rowOf(id), id));
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 1, name: `Solicitud ${id}` });
      await expect(heading).toBeFocused();
      expect(await axeViolations(page), 'the detail').toEqual([]);

      await tabTo(page, page.getByRole('button', { name: /Volver a la lista/ }));
      await page.keyboard.press('Enter');
      await expect(rowOf(id)).toBeVisible();
      await expect(rowOf(id)).not.toContainText('Sin abrir');
      // Only its own mark went.
      for (const other of others) await expect(rowOf(other)).toContainText('Sin abrir');
      expect(await axeViolations(page), 'the list, one mark gone').toEqual([]);
    });
  });
}
