import { expect, type Locator, type Page } from '@playwright/test';
import { tabTo } from './keyboard';

/** The staff page's sections, as the navigation names them. */
export const sections = (page: Page) => page.getByRole('navigation', { name: 'Secciones' });

/** Opens a section of the inbox by the keyboard: Tab to its button, Enter, its heading shows. */
export async function openSectionByKeyboard(page: Page, name: string): Promise<void> {
  await tabTo(page, sections(page).getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

/** One person's card in Equipo, by their e-mail. */
export const memberCard = (page: Page, email: string) =>
  page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: new RegExp(`^${escape(email)}`) }),
  });

/** What a card says of one fact ('Rol', 'Acceso', 'Último ingreso'…). */
export const fact = (card: Locator, term: string) => card.locator(`dt:text-is("${term}") + dd`);

/**
 * The changes Equipo offers on a member's card (role, access); one's own card also holds one's
 * own passkeys, whose buttons are not among them.
 */
export const teamChanges = (card: Locator) =>
  card.getByRole('button', { name: /^(Cambiar rol|Quitar acceso|Devolver acceso)/ });

export const inviteEmail = (page: Page) => page.getByLabel('Correo electrónico de la persona');

/**
 * Asks for a change on a member's card by the keyboard ('Cambiar rol', 'Quitar acceso',
 * 'Devolver acceso'): the confirmation takes the focus on its confirm button, Enter says yes, and
 * the card says it was done.
 */
export async function changeByKeyboard(
  page: Page,
  card: Locator,
  button: string,
  done: string,
): Promise<void> {
  await tabTo(page, card.getByRole('button', { name: button }));
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: /^Sí, / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toHaveText(done);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
