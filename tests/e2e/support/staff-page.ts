import { expect, type Page } from '@playwright/test';

/** The staff page's landmarks, as a person finds them. */
export const emailField = (page: Page) => page.getByLabel('Correo electrónico', { exact: true });
export const rows = (page: Page) => page.locator('tbody tr');
export const openButtons = (page: Page) => page.locator('tbody tr button');
export const history = (page: Page) => page.getByRole('region', { name: 'Historial' });
export const actions = (page: Page) => page.getByRole('region', { name: 'Acciones' });

export async function openStaffPage(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/personal/`);
  await expect(emailField(page)).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await emailField(page).fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function showStage(page: Page, filter: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${filter}`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${filter}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Opens an application from the list by its number. */
export async function openApplication(page: Page, id: string): Promise<void> {
  await openButtons(page).filter({ hasText: id }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${id}` })).toBeFocused();
}

/** Closes the open application for this reason, from its actions. */
export async function closeWithReason(page: Page, reason: string): Promise<void> {
  await actions(page).getByRole('button', { name: 'Cerrar solicitud' }).click();
  await page.getByRole('radio', { name: reason }).check();
  await page.getByRole('button', { name: 'Confirmar cierre' }).click();
}
