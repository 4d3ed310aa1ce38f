import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { e2eEnv } from './support/e2e-env';
import { openButtons, openStaffPage, rows, signIn } from './support/staff-page';
import { expect, test } from './support/test';

const PASSWORD = 'demo-primer-paso';
const STAFF = 'personal@demo.primerpaso.coop';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const sections = (page: Page) => page.getByRole('navigation', { name: 'Secciones' });
const stages = (page: Page) => page.getByRole('group', { name: 'Mostrar solicitudes' });
const accountMenu = (page: Page) => page.getByText('Cuenta y avisos', { exact: true });

async function signInAt(page: Page, path: string) {
  await openStaffPage(page, e2eEnv('demoUrl'), path);
  await signIn(page, STAFF, PASSWORD);
}

async function openInbox(page: Page) {
  await signInAt(page, '/personal/');
  await expect(heading(page, 'Solicitudes')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** The tops of these elements, rounded: equal tops are one line. */
const tops = (items: Locator) =>
  items.evaluateAll((elements) =>
    elements.map((each) => Math.round(each.getBoundingClientRect().top)),
  );

/**
 * How many lines each element's text takes: its text's height against its font size (a line is
 * under two font sizes tall whatever the line height).
 */
const lineCounts = (items: Locator) =>
  items.evaluateAll((elements) =>
    elements.map((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      const fontSize = parseFloat(getComputedStyle(element).fontSize);
      return Math.round(text.getBoundingClientRect().height / (fontSize * 1.5));
    }),
  );

test.describe('on a phone (375 × 740)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the first application shows on the first screen, and nothing is out of reach', async ({
    page,
  }) => {
    await openInbox(page);
    const first = await rows(page).first().boundingBox();
    expect(first, 'the first row is laid out').not.toBeNull();
    expect(first!.y, 'the first row starts on the first screen').toBeLessThan(740);
    // Its number, the link that opens it, whole on the first screen.
    await expect(openButtons(page).first()).toBeInViewport({ ratio: 1 });

    // The account and notices are folded, one tap away; 'Cerrar sesión' is always in view.
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeInViewport();
    await expect(page.getByText(STAFF)).toBeHidden();
    expect(await axeViolations(page), 'list, account folded').toEqual([]);
    await accountMenu(page).click();
    await expect(page.getByText(STAFF)).toBeVisible();
    await expect(page.getByLabel('Avisos por correo')).toBeVisible();
    expect(await axeViolations(page), 'list, account open').toEqual([]);
    await accountMenu(page).click();
    await expect(page.getByText(STAFF)).toBeHidden();

    // The sections and the stages are one line each, and the last of each is still reached.
    const sectionButtons = sections(page).getByRole('button');
    expect(new Set(await tops(sectionButtons)).size).toBe(1);
    const stageButtons = stages(page).getByRole('button');
    expect(new Set(await tops(stageButtons)).size).toBe(1);
    const all = stages(page).getByRole('button', { name: 'Todas' });
    await all.click();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toBeInViewport();
    await expect(rows(page).first()).toBeVisible();

    // The export's warning and button come after the list, the warning before the button.
    const lastRow = await rows(page).last().boundingBox();
    const warning = await page.getByText(/^El archivo lleva el DUI y el NIT/).boundingBox();
    const exportButton = page.getByRole('button', { name: 'Exportar CSV' });
    const button = await exportButton.boundingBox();
    expect(warning!.y).toBeGreaterThan(lastRow!.y + lastRow!.height);
    expect(button!.y).toBeGreaterThan(warning!.y);
    await expect(exportButton).toHaveAccessibleDescription(/^El archivo lleva el DUI y el NIT/);

    await sections(page).getByRole('button', { name: 'Informe mensual' }).click();
    await expect(heading(page, /Informe/)).toBeVisible();
  });
});

test.describe('on a computer (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 740 } });

  test('the header shows the account as before, no column heading breaks inside a word and no phone number wraps', async ({
    page,
  }) => {
    await openInbox(page);
    await expect(page.getByText(STAFF)).toBeVisible();
    await expect(page.getByLabel('Avisos por correo')).toBeVisible();
    await expect(accountMenu(page)).toBeHidden();

    await stages(page).getByRole('button', { name: 'Todas' }).click();
    await expect(rows(page).first()).toBeVisible();
    const headings = page.locator('thead th');
    expect(await lineCounts(headings)).toEqual((await headings.all()).map(() => 1));
    const phones = page.locator('tbody td[data-label="Teléfono"] > span');
    expect(await phones.count()).toBeGreaterThan(10);
    expect(new Set(await lineCounts(phones))).toEqual(new Set([1]));
    // The export stays above the list here, as it was.
    const button = await page.getByRole('button', { name: 'Exportar CSV' }).boundingBox();
    expect(button!.y).toBeLessThan((await rows(page).first().boundingBox())!.y);
    expect(await axeViolations(page), 'list').toEqual([]);
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("Charlas: 'Ver lista' is named as it reads, its list has an address Back and a reload keep, and its numbers open the applications", async ({
      page,
    }) => {
      await openInbox(page);
      await sections(page).getByRole('button', { name: 'Charlas' }).click();
      await expect(heading(page, 'Charlas informativas')).toBeVisible();
      const upcoming = page.getByRole('table', { name: 'Próximas charlas' });
      const open = upcoming.getByRole('link', { name: /^Ver lista/ }).first();
      // WCAG 2.5.3: the name a voice command says ('Ver lista') is where the name starts.
      const shown = ((await open.innerText()) ?? '').trim();
      expect(shown).toBe('Ver lista');
      await expect(open).toHaveAccessibleName(/^Ver lista de quiénes vienen a la charla del /);
      expect(await axeViolations(page), 'talks').toEqual([]);

      const address = (await open.getAttribute('href')) ?? '';
      expect(address).toMatch(/^\/personal\/charlas\/[\w-]+$/);
      await open.click();
      await expect(heading(page, /^Charla del /)).toBeFocused();
      expect(pathOf(page)).toBe(address);
      const roster = page.getByRole('table', { name: /^Quiénes vienen/ });
      const number = roster.getByRole('link', { name: /^SOL\d{4}$/ }).first();
      const id = (await number.textContent()) ?? '';
      await expect(number).toHaveAttribute('href', `/personal/solicitudes/${id}`);
      expect(await axeViolations(page), 'roster').toEqual([]);

      // Back is the talks' list; Forward the talk's list again.
      await page.goBack();
      await expect(heading(page, 'Charlas informativas')).toBeVisible();
      expect(pathOf(page)).toBe('/personal/charlas');
      await page.goForward();
      await expect(roster).toBeVisible();
      expect(pathOf(page)).toBe(address);

      // A number opens its application; Back returns to who is coming.
      await number.click();
      await expect(heading(page, `Solicitud ${id}`)).toBeFocused();
      expect(pathOf(page)).toBe(`/personal/solicitudes/${id}`);
      await page.goBack();
      await expect(roster.getByRole('link', { name: id })).toBeVisible();

      // A reload (the demo forgets the session with it) lands on the same list after signing in.
      await page.reload();
      await signIn(page, STAFF, PASSWORD);
      await expect(roster.getByRole('link', { name: id })).toBeVisible();
      expect(pathOf(page)).toBe(address);

      await page.getByRole('button', { name: /Volver a las charlas/ }).click();
      await expect(heading(page, 'Charlas informativas')).toBeVisible();
      expect(pathOf(page)).toBe('/personal/charlas');
    });
  });
}
