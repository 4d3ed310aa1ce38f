import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import {
  applicant,
  field,
  fillApplication,
  openPage,
  submitButton,
} from './support/application-page';
import { INCOMPLETE_NIT } from '../../src/submission/domain/rules/validation-messages';
import { INVALID_FORM_ALERT } from '../../src/submission/domain/submission-messages';
import { officeYear } from '../../src/shared/domain/office-date-time';

/** Issue 36 §6, tried as an applicant would: on a phone and on a computer. */
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('names the optional NIT, and what is wrong with it, when it is the only field in error', async ({
      page,
    }) => {
      await openPage(page, 'demo');
      await fillApplication(page, { ...applicant('nit'), nit: '0614-0512' });
      await submitButton(page).click();

      const summary = page.getByRole('alert');
      await expect(summary.getByRole('heading')).toHaveText(INVALID_FORM_ALERT);
      await expect(summary.getByRole('link')).toHaveText([`NIT: ${INCOMPLETE_NIT}`]);
      await expect(field(page, 'nit')).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      // From the summary back to the field, its label in sight above it.
      await page.getByRole('textbox', { name: /^Nombres/ }).focus();
      await summary.getByRole('link', { name: /^NIT/ }).click();
      await expect(field(page, 'nit')).toBeFocused();
      await expect(page.locator('label[for="campo-nit"]')).toBeInViewport();
    });

    test('keeps the 8 digits of a phone typed key by key with the country code first', async ({
      page,
    }) => {
      await openPage(page, 'demo');
      await field(page, 'phone').pressSequentially('503712');
      await expect(field(page, 'phone')).toHaveValue('503 712');
      await field(page, 'phone').pressSequentially('34567');
      await expect(field(page, 'phone')).toHaveValue('7123-4567');
      await page.keyboard.press('Tab');
      await expect(field(page, 'phone')).toHaveAttribute('aria-invalid', 'false');
      await expect(page.getByText(/debe empezar con 2, 6 o 7/)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("'Llenar el formulario' takes the applicant to the form with focus in Nombres", async ({
      page,
    }) => {
      await openPage(page, 'demo');
      await page.getByRole('link', { name: 'Llenar el formulario' }).click();
      const firstName = field(page, 'first_name');
      await expect(firstName).toBeFocused();
      await expect(firstName).toBeInViewport();
      await expect(page.getByRole('heading', { name: 'Formulario primer paso' })).toBeInViewport();
      expect(new URL(page.url()).hash).toBe('#formulario');
      expect(await axeViolations(page)).toEqual([]);

      // By keyboard too: Enter on the link, then typing lands in Nombres.
      await openPage(page, 'demo');
      await page.getByRole('link', { name: 'Llenar el formulario' }).focus();
      await page.keyboard.press('Enter');
      await expect(firstName).toBeFocused();
      await page.keyboard.type('Ana');
      await expect(firstName).toHaveValue('Ana');
    });

    test("dates the footer's © on the office's calendar on the day of the visit", async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      // 21:00 on 31 December 2027 in San Salvador: already 2028 in UTC, a year after the build.
      await page.clock.setFixedTime(new Date('2028-01-01T03:00:00Z'));
      await openPage(page, 'demo');

      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('© 2027 Cooperativa');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test("the prerendered HTML carries the build's year, on the office's calendar", async ({
  page,
}) => {
  await openPage(page, 'demo');
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain(`© <span data-office-year="">${officeYear(new Date())}</span>`);
});
