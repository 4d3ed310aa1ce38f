import type { Page } from '@playwright/test';
import { e2eEnv } from './e2e-env';
import { tabTo } from './keyboard';
import { addVirtualAuthenticator, type VirtualAuthenticator } from './virtual-authenticator';

export const enrollHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Crea tu llave de acceso' });
export const verifyHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Usa tu llave de acceso' });

const authenticators = new WeakMap<Page, Promise<VirtualAuthenticator>>();

/**
 * The page's one virtual authenticator, added the first time it is asked for: the key a page
 * enrolls is the key it signs in with later (a second authenticator would answer with none).
 */
export function authenticatorOf(page: Page): Promise<VirtualAuthenticator> {
  const known = authenticators.get(page);
  if (known) return known;
  const added = addVirtualAuthenticator(page);
  authenticators.set(page, added);
  return added;
}

/** The Firestore site asks a real (virtual) authenticator; the demo's stand-in asks none. */
const isFirestoreSite = (page: Page) =>
  new URL(page.url()).origin === new URL(e2eEnv('firestoreUrl')).origin;

interface PasskeyStepOptions {
  /** The name of the key created the first time. */
  keyName?: string;
  /** Tab and Enter only, as someone without a mouse. */
  keyboard?: boolean;
}

/**
 * After the password: the passkey's step, creating the first key (named) or using one. On the
 * Firestore site the page's virtual authenticator answers; in the demo nothing does (its screen
 * says so), so none is added there.
 */
export async function passPasskeyStep(
  page: Page,
  { keyName = 'Computadora de pruebas', keyboard = false }: PasskeyStepOptions = {},
): Promise<void> {
  const create = enrollHeading(page);
  const use = verifyHeading(page);
  await create.or(use).waitFor();
  if (isFirestoreSite(page)) await authenticatorOf(page);
  if (await create.isVisible()) {
    const name = page.getByLabel('Nombre de la llave');
    if (keyboard) {
      await tabTo(page, name);
      await page.keyboard.type(keyName);
      await page.keyboard.press('Enter');
    } else {
      await name.fill(keyName);
      await page.getByRole('button', { name: 'Crear mi llave de acceso' }).click();
    }
  } else {
    const button = page.getByRole('button', { name: 'Usar mi llave de acceso' });
    if (keyboard) {
      await tabTo(page, button);
      await page.keyboard.press('Enter');
    } else {
      await button.click();
    }
  }
}
