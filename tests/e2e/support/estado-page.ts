import type { Page } from '@playwright/test';
import { tabTo } from './keyboard';
import { expect } from './test';

/** The figure beside a label in one of Estado's groups (a <dt> and its <dd>). */
export const figure = (page: Page, group: string, label: string) =>
  page
    .getByRole('region', { name: group })
    .locator('dl > div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd');

/** Estado's verdict: the region named by its one line. */
export const verdict = (page: Page, headline: RegExp) =>
  page.getByRole('region', { name: headline });

/** Opens one of Estado's folded groups by the keyboard, from its one-line summary. */
export async function openGroup(page: Page, group: string): Promise<void> {
  const region = page.getByRole('region', { name: group });
  await tabTo(page, region.locator('summary'));
  await page.keyboard.press('Enter');
  await expect(region.locator('details')).toHaveAttribute('open', '');
}
