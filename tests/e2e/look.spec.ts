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

type ShiftWindow = Window & { layoutShift?: () => number };

test('keeps the page steady while it loads: no layout shift', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // Counting starts with the document, before its first paint.
  await page.addInitScript(() => {
    let total = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) total += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as ShiftWindow).layoutShift = () => {
      add(observer.takeRecords());
      return total;
    };
  });
  // Loaded means the form came alive: the last thing the page's script does.
  await openPage(page, 'demo');
  const shift = await page.evaluate(
    () =>
      // The frame after the last change is painted, and its shift recorded, before this reads.
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as ShiftWindow).layoutShift?.() ?? NaN)),
        ),
      ),
  );
  expect(shift).toBeLessThanOrEqual(0.01);
});

// A slow phone paints what it has parsed so far; with the address half read, its line was decided
// by the text read so far: the pin beside the logo, then moved under it (a shift of 0.021, seen
// under load and with the processor slowed four times, one load in three). Shown every time here:
// the address with none of its text read sits where the whole address puts it.
test("at 375 px the address's line does not depend on how much of it is read", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, 'demo');
  const address = page.locator('.nav__address');
  const whole = await address.boundingBox();
  await address.locator('span').evaluate((text) => {
    text.textContent = '';
  });
  const unread = await address.boundingBox();
  expect({ x: unread?.x, y: unread?.y }).toEqual({ x: whole?.x, y: whole?.y });
});
