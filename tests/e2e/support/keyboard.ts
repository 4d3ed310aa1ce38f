import type { Locator, Page } from '@playwright/test';

interface TabOptions {
  /** Shift+Tab walks back (to a control above the focus). */
  key?: 'Tab' | 'Shift+Tab';
  /** Past this many presses the target is out of the keyboard's reach. */
  most?: number;
}

/**
 * Presses Tab until `target` has the focus, as someone without a mouse moves through a page;
 * fails when it is not reached within `most` presses (it is out of the keyboard's reach).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', most = 120 }: TabOptions = {},
): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses <= most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Not reached with ${most} presses of ${key}: ${target.toString()}`);
}
