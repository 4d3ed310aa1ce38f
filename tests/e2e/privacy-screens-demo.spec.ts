import type { Page } from '@playwright/test';
import { demoApplication } from '../../src/pages/staff/demo/demo-inbox-data';
import { demoPastApplications } from '../../src/pages/staff/demo/demo-past-applications';
import { axeViolations } from './support/axe';
import { e2eEnv } from './support/e2e-env';
import { tabTo } from './support/keyboard';
import { applicationCard } from './support/privacy-page';
import { openStaffPage, rows, signInByKeyboard } from './support/staff-page';
import { expect, test } from './support/test';

/**
 * The Privacidad screens changed for issue 18, tried by the keyboard alone on a phone and at a
 * desk: a correction typed through the public form's masks, an erasure that looks apart from a
 * correction, and a purge that names what it will erase before it asks.
 */
const ADMIN = { email: 'admin@demo.primerpaso.coop', password: 'demo-primer-paso' };
/** The demo's returning applicant: an application now and an earlier one, under one DUI. */
const PERSON = demoApplication(2, new Date());

async function openPrivacyByKeyboard(page: Page) {
  await openStaffPage(page, e2eEnv('demoUrl'));
  await signInByKeyboard(page, ADMIN.email, ADMIN.password);
  await expect(rows(page).first()).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Privacidad' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible();
}

async function findPersonByKeyboard(page: Page, typed: string) {
  await tabTo(page, page.getByLabel('DUI del titular o número de solicitud'));
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Se encontraron 2 solicitudes.')).toBeVisible();
}

/** Chooses `label` in the focused select with the keys: its first option, then down. */
async function chooseByArrows(page: Page, label: string) {
  const select = page.locator(':focus');
  await page.keyboard.press('Home');
  for (let presses = 0; presses < 12; presses += 1) {
    if (
      (await select.evaluate(
        (element) => (element as HTMLSelectElement).selectedOptions[0]?.text,
      )) === label
    )
      return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No option ${label}`);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 667 : 800 } });

    test('a correction of phone, DUI and NIT is typed through the masks, and a phone typed as 8 digits is saved', async ({
      page,
    }) => {
      await openPrivacyByKeyboard(page);
      await findPersonByKeyboard(page, PERSON.dui);
      const card = applicationCard(page, PERSON.id);
      await tabTo(page, card.getByRole('button', { name: 'Corregir un dato' }));
      await page.keyboard.press('Enter');
      const form = card.getByRole('form', { name: `Corregir un dato de ${PERSON.id}` });
      const value = form.getByLabel('Valor correcto');
      // The button is gone: the keyboard goes on from the form's first field.
      await expect(form.getByLabel('Campo')).toBeFocused();

      for (const [label, typed, shown] of [
        ['DUI', '024950463', '02495046-3'],
        ['NIT', '06141234567890', '0614-123456-789-0'],
        ['Teléfono', '71234567', '7123-4567'],
      ] as const) {
        await tabTo(page, form.getByLabel('Campo'));
        await chooseByArrows(page, label);
        await page.keyboard.press('Tab');
        await expect(value).toBeFocused();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(typed);
        await expect(value).toHaveValue(shown);
      }
      expect(await axeViolations(page), 'the correction form, masked').toEqual([]);

      await page.keyboard.press('Enter');
      await expect(form.getByRole('status')).toContainText('Corrección guardada: Teléfono.');
      await expect(form.getByText('Campo requerido')).toHaveCount(0);
      expect(await axeViolations(page), 'the correction saved').toEqual([]);
    });

    test("'Borrar esta solicitud' looks apart from 'Corregir un dato', and erases by the keyboard once the number is typed", async ({
      page,
    }) => {
      await openPrivacyByKeyboard(page);
      await findPersonByKeyboard(page, PERSON.dui);
      const card = applicationCard(page, PERSON.id);
      const correct = card.getByRole('button', { name: 'Corregir un dato' });
      const erase = card.getByRole('button', { name: 'Borrar esta solicitud' });
      const look = (button: typeof erase) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            color: style.color,
            border: style.borderColor,
            background: style.backgroundColor,
          };
        });
      const [correcting, erasing] = [await look(correct), await look(erase)];
      // The error's red (--error, #b3261e) for the words and the outline; not the correction's.
      expect(erasing.color).toBe('rgb(179, 38, 30)');
      expect(erasing.border).toBe('rgb(179, 38, 30)');
      expect(erasing.color).not.toBe(correcting.color);
      expect(erasing.border).not.toBe(correcting.border);
      expect(await axeViolations(page), 'a person found').toEqual([]);

      await tabTo(page, erase);
      await page.keyboard.press('Enter');
      const form = card.getByRole('form', { name: `Borrar ${PERSON.id}` });
      // The button is gone: the keyboard goes on in the box to type the number.
      await expect(form.getByLabel(`Escribe ${PERSON.id} para confirmar`)).toBeFocused();
      await page.keyboard.type(PERSON.id);
      expect(await axeViolations(page), 'the erasure form').toEqual([]);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Se encontró 1 solicitud.')).toBeVisible();
      await expect(applicationCard(page, PERSON.id)).toHaveCount(0);
    });

    test('the retention purge names the applications it will erase, oldest first, before its confirmation', async ({
      page,
    }) => {
      await openPrivacyByKeyboard(page);
      await expect(
        page.getByText(/^4 solicitudes pasaron 12 meses sin llegar a Asociada/),
      ).toBeVisible();
      const purge = page.getByRole('button', { name: 'Borrar las 4 solicitudes vencidas' });
      await tabTo(page, purge);
      await page.keyboard.press('Enter');

      const listed = page.getByRole('list', {
        name: 'Se borrarán estas solicitudes, de la más antigua a la más reciente:',
      });
      // The demo's four past the period (demo-past-applications.ts), oldest first; no member.
      const expired = demoPastApplications(new Date())
        .records.filter((record) => !record.isAssociated)
        .sort((a, b) => a.date.getTime() - b.date.getTime())
        .map(({ id }) => id);
      await expect(listed.getByRole('listitem')).toHaveText(expired);
      await expect(page.getByText(/^Y otras más/)).toHaveCount(0);
      const confirm = page.getByRole('button', { name: 'Sí, borrar 4 solicitudes' });
      // The button that asked is gone: focus holds the list, and the keyboard goes on from it.
      expect(await listed.evaluate((list) => document.activeElement?.contains(list))).toBe(true);
      await tabTo(page, confirm, { most: 3 });
      // The list comes before the confirmation, in the page and for the keyboard.
      expect(
        await listed.evaluate(
          (list, button) =>
            Boolean(list.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
          await confirm.elementHandle(),
        ),
      ).toBe(true);
      expect(await axeViolations(page), 'the purge, listed before its confirmation').toEqual([]);

      await page.keyboard.press('Enter');
      await expect(page.getByText('Se borraron 4 solicitudes vencidas.')).toBeVisible();
      await expect(page.getByText('No hay solicitudes vencidas.')).toBeVisible();
      expect(await axeViolations(page), 'the purge done').toEqual([]);
      // What was listed is what went: the first listed is now only an erasure record.
      await tabTo(page, page.getByLabel('DUI del titular o número de solicitud'));
      await page.keyboard.type(expired[0]!);
      await page.keyboard.press('Enter');
      await expect(
        page.getByText(new RegExp(`^La solicitud ${expired[0]} fue borrada el`)),
      ).toBeVisible();
    });
  });
}
