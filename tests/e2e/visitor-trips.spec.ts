import { cooperative } from '../../src/shared/content/cooperative';
import { officeYear } from '../../src/shared/domain/office-date-time';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { applicant, field, openPage, receipt, sendApplication } from './support/application-page';
import { expectPrintedOnOnePage } from './support/printed-page';

/** What a new applicant tripped over on a 375 px phone and at a desk (issue 18, the public page). */
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 667 : 800 } });

    test("the first screen leads to the form, saying how long it takes, and keeps the spec's two links", async ({
      page,
    }) => {
      await openPage(page, 'demo');
      const action = page.getByRole('link', { name: 'Llenar el formulario' });
      await expect(action).toBeInViewport();
      await expect(page.getByText('Toma unos 5 minutos.')).toBeInViewport();
      await expect(page.getByRole('link', { name: 'Sobre Nosotros' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Ver video/ })).toBeVisible();

      // By the keyboard alone: Tab past the skip link, the demo note's link to the inbox and the
      // home link, then Enter.
      for (let stop = 0; stop < 4; stop++) await page.keyboard.press('Tab');
      await expect(action).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Formulario primer paso' })).toBeInViewport();
      expect(await axeViolations(page)).toEqual([]);
    });

    for (const pasted of ['+503 7123 4567', '(503) 7123-4567', '503 71234567'])
      test(`a phone pasted as people share it keeps its 8 digits: ${pasted}`, async ({ page }) => {
        await openPage(page, 'demo');
        await field(page, 'phone').focus();
        // Chromium's paste, as a phone's keyboard inserts a shared number: one insertion.
        await page.keyboard.insertText(pasted);
        await expect(field(page, 'phone')).toHaveValue('7123-4567');
        await field(page, 'phone').blur();
        await expect(page.getByText('Campo requerido')).toHaveCount(0);
      });

    test('times never break between "p." and "m.", and the footer ends its sentence once', async ({
      page,
    }) => {
      await openPage(page, 'demo');
      await sendApplication(page, applicant('horas'));
      // The receipt's date and the office's hours: '2:05 p. m.', '8:00 a. m.', '12:00 m.'.
      const hours = await page
        .locator('body')
        .evaluate((body) => body.textContent?.match(/\d:\d\d.{0,4}m\./g) ?? []);
      expect(hours.length).toBeGreaterThanOrEqual(5);
      for (const time of hours) expect(time).not.toMatch(/ /);
      await expect(page.getByRole('contentinfo')).toContainText(
        `© ${officeYear(new Date())} ${cooperative.name} Todos los derechos reservados.`,
      );
      await expect(page.getByRole('contentinfo')).not.toContainText('R.L..');
    });

    test("the receipt names the applicant, on screen and on paper, under the cooperative's letterhead", async ({
      page,
    }, testInfo) => {
      const typed = applicant('comprobante');
      await openPage(page, 'demo');
      await sendApplication(page, typed);
      await expect(receipt(page)).toContainText(
        `Solicitante: ${typed.first_name} ${typed.last_name}`,
      );
      expect(await axeViolations(page)).toEqual([]);

      await page.emulateMedia({ media: 'print' });
      const letterhead = page.locator('.receipt__letterhead');
      await expect(letterhead).toBeVisible();
      await expect(letterhead).toContainText(cooperative.name);
      await expect(letterhead).toContainText('Comprobante de solicitud');
      await expect(receipt(page)).toContainText(`${typed.first_name} ${typed.last_name}`);
      await expectPrintedOnOnePage(page, testInfo, `receipt-letterhead-${width}.png`, [
        page.getByRole('contentinfo'),
      ]);
    });

    test('Licencias opens a page in Spanish that says what the licences are, with the list below', async ({
      page,
    }) => {
      await openPage(page, 'demo');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Licencias' }).click();
      await expect(page).toHaveTitle(`Licencias · ${cooperative.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licencias del software');
      await expect(page.getByText(/Sus licencias son las condiciones/)).toBeVisible();
      const react = page.getByRole('listitem').filter({ hasText: /^\s*react \d/ });
      await expect(react).toContainText('licencia MIT, que permite usar');
      await react.getByText('Texto de la licencia de react (en inglés)').click();
      await expect(react.getByText(/Permission is hereby granted/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('a link shared on WhatsApp or Facebook shows the cooperative: its card is served', async ({
  page,
  request,
}) => {
  await openPage(page, 'demo');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe('/og-image.png');
  const response = await request.get(new URL(image ?? '', page.url()).href);
  expect(response.headers()['content-type']).toBe('image/png');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /Cooperativa Primer Paso/,
  );
});
