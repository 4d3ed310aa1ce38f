import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { field, openPage, submitButton } from './support/application-page';

const WCAG_22_AA_AND_BEST_PRACTICES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA_AND_BEST_PRACTICES).analyze();
  return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }));
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('axe finds no WCAG 2.2 A/AA or best-practice violation on load', async ({ page }) => {
      await openPage(page, 'demo');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('axe finds none with every error message showing', async ({ page }) => {
      await openPage(page, 'demo');
      await field(page, 'dui').pressSequentially('024950464');
      await submitButton(page).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('axe finds none with the success message showing', async ({ page }) => {
      await openPage(page, 'demo');
      await field(page, 'first_name').fill('Ana');
      await field(page, 'last_name').fill('López');
      await field(page, 'company').fill('Ana López');
      await field(page, 'phone').pressSequentially('71234567');
      await field(page, 'dui').pressSequentially('024950463');
      await field(page, 'email').fill('ana@example.com');
      await field(page, 'address').fill('Suchitoto');
      await field(page, 'terms').check();
      await submitButton(page).click();
      await expect(page.getByRole('status')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('every interactive target is at least 24 by 24 px', async ({ page }) => {
      await openPage(page, 'demo');
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select')]
          .filter((element) => element.getClientRects().length > 0 && element.closest('[aria-hidden="true"]') === null)
          // WCAG 2.5.8 exempts links inside a sentence; the privacy link in the terms' label is one.
          .filter((element) => !(element.tagName === 'A' && element.closest('label, p, dd') !== null))
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
      );
      expect(small).toEqual([]);
    });
  });
}

test('shows where the keyboard focus is on every stop of the tab order', async ({ page }) => {
  await openPage(page, 'demo');
  const invisible: string[] = [];
  for (let stop = 0; stop < 40; stop++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const visible = style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px');
      return { name: element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30), visible, tag: element.tagName };
    });
    if (focus === null) break;
    if (!focus.visible) invisible.push(`${focus.tag} ${focus.name}`);
    if (focus.tag === 'BUTTON') break;
  }
  expect(invisible).toEqual([]);
});

test('announces the outcome: errors as an alert, success as a focused status', async ({ page }) => {
  await openPage(page, 'demo');
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor completa todos los campos requeridos.');
  await expect(field(page, 'first_name')).toBeFocused();
  await expect(field(page, 'first_name')).toHaveAttribute('aria-invalid', 'true');
});
