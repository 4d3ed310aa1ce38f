import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { e2eEnv } from './support/e2e-env';
import { applicant, openPage, sendApplication, uniqueTag } from './support/application-page';
import { emailField, openButtons, openStaffPage, rows, signIn } from './support/staff-page';
import { expect, test } from './support/test';

/**
 * Demo mode, what I send is what the clerk sees (issue 36): the public page and the inbox, two
 * tabs of one browser, share their applications while the public page is open, and write nothing
 * to the browser's storage.
 */
const STAFF = { email: 'personal@demo.primerpaso.coop', password: 'demo-primer-paso' };
const ADMIN = { email: 'admin@demo.primerpaso.coop', password: 'demo-primer-paso' };

/** What the browser keeps for the site: the demo promises none of it. */
async function browserStorage(page: Page) {
  return page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookies: document.cookie,
    databases: (await indexedDB.databases()).length,
    caches: (await caches.keys()).length,
  }));
}

const NOTHING_STORED = { local: 0, session: 0, cookies: '', databases: 0, caches: 0 };

async function signedInInbox(context: BrowserContext, path = '/personal/') {
  const staff = await context.newPage();
  await openStaffPage(staff, e2eEnv('demoUrl'), path);
  await signIn(staff, STAFF.email, STAFF.password);
  await expect(rows(staff).first()).toBeVisible();
  return staff;
}

/** The row of the list that opens application `id`. */
const rowOf = (page: Page, id: string) =>
  rows(page).filter({
    has: page.getByRole('link', { name: id }).or(page.getByRole('button', { name: id })),
  });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

    test('an application sent from the public page arrives in the inbox open in another tab, unopened, and is found by its number', async ({
      page,
      context,
    }) => {
      const staff = await signedInInbox(context);
      await expect(staff.getByRole('complementary', { name: 'Modo demostración' })).toContainText(
        'las que envíes desde la página pública abierta en otra pestaña',
      );
      expect(await axeViolations(staff), 'the demo inbox and its note').toEqual([]);

      await openPage(page, 'demo');
      await expect(page.getByRole('complementary', { name: 'Modo demostración' })).toContainText(
        'Nada sale de tu navegador.',
      );
      expect(await axeViolations(page), 'the public page and its demo note').toEqual([]);
      const tag = uniqueTag();
      const id = await sendApplication(page, applicant(tag));
      const note = page.getByText(`Demostración: para ver ${id} como la ve el personal`);
      await expect(note).toBeVisible();
      expect(await axeViolations(page), 'the receipt with its demo note').toEqual([]);

      // Live, as the demo's own arrivals: newest first among the Nuevas, marked until opened.
      await expect(rowOf(staff, id)).toContainText(`Ana ${tag}`);
      await expect(rowOf(staff, id)).toContainText('Sin abrir');
      expect(await axeViolations(staff), 'the list with the new arrival').toEqual([]);

      await staff.getByRole('searchbox').fill(id);
      await staff.getByRole('button', { name: 'Buscar' }).click();
      await expect(openButtons(staff)).toHaveText([id]);
      await openButtons(staff).click();
      await expect(staff.getByRole('heading', { level: 1, name: `Solicitud ${id}` })).toBeFocused();
      await expect(staff.getByText(`Ana ${tag}`).filter({ visible: true }).first()).toBeVisible();

      expect(await browserStorage(page)).toEqual(NOTHING_STORED);
      expect(await browserStorage(staff)).toEqual(NOTHING_STORED);
    });

    test("the receipt's link opens the inbox in another tab at the search for its number, and the clerk finds it there", async ({
      page,
      context,
    }) => {
      await openPage(page, 'demo');
      const tag = uniqueTag();
      const id = await sendApplication(page, applicant(tag));
      const link = page.getByRole('link', {
        name: 'ábrela en la bandeja del personal, en otra pestaña',
      });
      await expect(link).toHaveAttribute('target', '_blank');

      const opened = context.waitForEvent('page');
      await link.click();
      const staff = await opened;
      await expect(emailField(staff)).toBeVisible();
      expect(new URL(staff.url()).pathname).toBe(`/personal/buscar/${id}`);
      await signIn(staff, STAFF.email, STAFF.password);

      await expect(staff.getByRole('searchbox')).toHaveValue(id);
      await expect(openButtons(staff)).toHaveText([id]);
      await expect(rows(staff).first()).toContainText(`Ana ${tag}`);
      expect(await axeViolations(staff), 'the search for the sent number').toEqual([]);
    });
  });
}

test('two public tabs and the inbox never share a number, and an invited member signs in with the demo password', async ({
  page,
  context,
}) => {
  await openPage(page, 'demo');
  const second = await context.newPage();
  await openPage(second, 'demo');
  const first = await sendApplication(page, applicant(uniqueTag()));
  const other = await sendApplication(second, applicant(uniqueTag()));
  expect(other).not.toBe(first);

  const admin = await context.newPage();
  await openStaffPage(admin, e2eEnv('demoUrl'));
  await signIn(admin, ADMIN.email, ADMIN.password);
  for (const id of [first, other]) {
    await admin.getByRole('searchbox').fill(id);
    await admin.getByRole('button', { name: 'Buscar' }).click();
    await expect(openButtons(admin)).toHaveText([id]);
  }

  await admin.getByRole('button', { name: 'Equipo' }).click();
  const invited = `invitada.${uniqueTag()}@cooperativa.coop`;
  await admin.getByLabel('Correo electrónico de la persona').fill(invited);
  await admin.getByRole('button', { name: 'Invitar', exact: true }).click();
  await expect(admin.getByRole('form', { name: 'Invitar' }).getByRole('status')).toHaveText(
    `Invitamos a ${invited}: en la demostración no le llega ningún correo; entra con su correo y la contraseña ${ADMIN.password}.`,
  );
  await admin.getByRole('button', { name: 'Cerrar sesión' }).click();
  await signIn(admin, invited, ADMIN.password);
  await expect(admin.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(rows(admin).first()).toBeVisible();
});
