import { expect, type Page } from '@playwright/test';
import { tabTo } from './keyboard';
import { passPasskeyStep } from './passkey-step';

/** The staff page's landmarks, as a person finds them. */
export const emailField = (page: Page) => page.getByLabel('Correo electrónico', { exact: true });
export const rows = (page: Page) => page.locator('tbody tr');
/** Each row's link to its application (the whole row opens it too). */
export const openButtons = (page: Page) => page.locator('tbody tr a');
export const history = (page: Page) => page.getByRole('region', { name: 'Historial' });
export const actions = (page: Page) => page.getByRole('region', { name: 'Acciones' });

export async function openStaffPage(
  page: Page,
  siteUrl: string,
  path = '/personal/',
): Promise<void> {
  await page.goto(`${siteUrl}${path}`);
  await expect(emailField(page)).toBeVisible();
}

/** The password's form alone: what it refuses, or the passkey's step it leads to. */
export async function enterPassword(page: Page, email: string, password: string): Promise<void> {
  await emailField(page).fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Signs a member in as they do: the password, then the passkey (created the first time on this
 * page, used after that). Every sign-in helper of the browser tests ends here.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await enterPassword(page, email, password);
  await passPasskeyStep(page);
}

/** Signs in on the staff page by the keyboard alone, the passkey's step too. */
export async function signInByKeyboard(page: Page, email: string, password: string) {
  await tabTo(page, emailField(page));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await passPasskeyStep(page, { keyboard: true });
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

export const requirements = (page: Page) => page.getByRole('region', { name: 'Requisitos' });

/**
 * Ticks every requirement of the open application En trámite, as a clerk does when the applicant
 * brings them (the fee with receipt `receipt`), each confirmed by its history entry.
 */
export async function meetEveryRequirement(page: Page, receipt = 'A-00123'): Promise<void> {
  await requirements(page)
    .getByLabel(/número del recibo de caja/)
    .fill(receipt);
  await requirements(page).getByRole('button', { name: 'Marcar cuota pagada' }).click();
  await expect(history(page).getByText(`recibo n.º ${receipt}.`)).toBeVisible();
  const unticked = requirements(page).getByRole('checkbox', { checked: false });
  const labels = await unticked.evaluateAll((boxes) =>
    boxes.map((box) => box.parentElement?.textContent ?? ''),
  );
  for (const label of labels) {
    const box = requirements(page).getByRole('checkbox', { name: label });
    // The box shows what is stored: it turns checked when the tick is saved, not on the click.
    await box.click();
    await expect(box).toBeChecked();
    await expect(history(page).getByText(`Requisito cumplido: «${label}».`)).toBeVisible();
  }
  await expect(requirements(page)).toContainText('Cumple todos los requisitos.');
}

/** 'Marcar como Asociada', and yes. */
export async function associate(page: Page): Promise<void> {
  await actions(page).getByRole('button', { name: 'Marcar como Asociada' }).click();
  await actions(page).getByRole('button', { name: 'Sí, marcar como Asociada' }).click();
}
