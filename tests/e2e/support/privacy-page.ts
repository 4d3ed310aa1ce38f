import { expect, type Page } from '@playwright/test';
import { hasValidDuiCheckDigit } from '../../../src/submission/domain/rules/dui';

/** Opens 'Privacidad' from the inbox (admins only). */
export async function openPrivacy(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Privacidad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible();
}

/** Looks a person up by DUI, or an application by SOL number. */
export async function findPerson(page: Page, typed: string): Promise<void> {
  await page.getByLabel('DUI del titular o número de solicitud').fill(typed);
  await page.getByRole('button', { name: 'Buscar' }).click();
}

/** An application's card among those found. */
export const applicationCard = (page: Page, id: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${id}`) }) });

/**
 * A DUI no other test uses, with a valid check digit: these eight digits and the digit that fits.
 */
export function duiFrom(eightDigits: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const dui = `${eightDigits}-${digit}`;
    if (hasValidDuiCheckDigit(dui)) return dui;
  }
  throw new Error(`No check digit fits ${eightDigits}`);
}
