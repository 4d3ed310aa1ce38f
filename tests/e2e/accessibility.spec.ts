import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import {
  applicant,
  field,
  fillApplication,
  openPage,
  receipt,
  submitButton,
  sendApplication,
} from './support/application-page';

/**
 * Visible interactive elements under 24 by 24 px (WCAG 2.5.8), described for the failure message.
 */
function smallTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select')]
      .filter(
        (element) =>
          element.getClientRects().length > 0 && element.closest('[aria-hidden="true"]') === null,
      )
      // WCAG 2.5.8 exempts links inside a sentence; the privacy link in the terms' label is one.
      .filter((element) => !(element.tagName === 'A' && element.closest('label, p, dd') !== null))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
  );
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

    test('axe finds none on the receipt', async ({ page }) => {
      await openPage(page, 'demo');
      await sendApplication(page, applicant('axe'));
      await page.getByRole('button', { name: 'Copiar número' }).click();
      await expect(page.getByText(/Número copiado|No se pudo copiar/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('every interactive target is at least 24 by 24 px, on the form and on the receipt', async ({
      page,
    }) => {
      await openPage(page, 'demo');
      expect(await smallTargets(page)).toEqual([]);
      await sendApplication(page, applicant('objetivos'));
      expect(await smallTargets(page)).toEqual([]);
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
      const visible =
        style.boxShadow !== 'none' ||
        (style.outlineStyle !== 'none' && style.outlineWidth !== '0px');
      return {
        name: element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30),
        visible,
        tag: element.tagName,
      };
    });
    if (focus === null) break;
    if (!focus.visible) invisible.push(`${focus.tag} ${focus.name}`);
    if (focus.tag === 'BUTTON') break;
  }
  expect(invisible).toEqual([]);
});

test('shows keyboard focus on the receipt and each of its buttons', async ({ page }) => {
  await openPage(page, 'demo');
  await fillApplication(page, applicant('foco'));
  await submitButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(receipt(page)).toBeFocused();
  const focusRing = () => page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);
  expect(await focusRing()).not.toBe('none');
  for (const name of ['Copiar número', 'Imprimir comprobante', 'Llenar otra solicitud']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name })).toBeFocused();
    expect(await focusRing()).not.toBe('none');
  }
});

test('announces the outcome: errors as an alert, success as a focused status', async ({ page }) => {
  await openPage(page, 'demo');
  await submitButton(page).click();
  await expect(page.getByRole('alert').getByRole('heading')).toHaveText(
    'Por favor completa todos los campos requeridos.',
  );
  await expect(field(page, 'first_name')).toBeFocused();
  await expect(field(page, 'first_name')).toHaveAttribute('aria-invalid', 'true');
});
