import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Pages in a PDF: its page objects (`/Type /Page`), not the page tree nodes (`/Type /Pages`). */
export const pdfPageCount = (pdf: Buffer): number =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

/**
 * Checks a page already in print media: none of `hidden` shows, and what does fits one page of
 * Letter and one of A4. A full-page screenshot is kept as the artifact `screenshot`.
 */
export async function expectPrintedOnOnePage(
  page: Page,
  testInfo: TestInfo,
  screenshot: string,
  hidden: readonly Locator[],
): Promise<void> {
  for (const locator of hidden) await expect(locator).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath(screenshot), fullPage: true });
  expect(pdfPageCount(await page.pdf({ format: 'Letter' }))).toBe(1);
  expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBe(1);
}
