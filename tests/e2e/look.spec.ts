import { expect, test } from './support/test';
import {
  applicant,
  field,
  openPage,
  submitButton,
  sendApplication,
} from './support/application-page';

for (const width of [375, 1280]) {
  test(`looks right at ${width} px (screenshots kept as test artifacts)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, 'demo');
    await page.screenshot({ path: testInfo.outputPath(`page-${width}.png`), fullPage: true });
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page
      .locator('#formulario')
      .screenshot({ path: testInfo.outputPath(`form-errors-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await sendApplication(page, applicant('aspecto'));
    await page
      .locator('#formulario')
      .screenshot({ path: testInfo.outputPath(`receipt-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

test('never scrolls sideways at 320 px, even with messages showing', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openPage(page, 'demo');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await field(page, 'nit').pressSequentially('0614051');
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('keeps the page steady while it loads: no layout shift', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, 'demo');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThanOrEqual(0.01);
});
