import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { EXPORT_HEADERS } from '../../src/inbox/domain/application-export';
import { DEMO_FORMULA_MESSAGE, demoApplication } from '../../src/pages/staff/demo/demo-inbox-data';
import { cooperative, fullAddress } from '../../src/shared/content/cooperative';
import { e2eEnv } from './support/e2e-env';
import {
  actions,
  associate,
  emailField,
  enterPassword,
  meetEveryRequirement,
  history,
  openApplication,
  openButtons,
  openStaffPage as openDemoStaffPage,
  rows,
  showStage,
  signIn as signInAs,
} from './support/staff-page';
import { axeViolations } from './support/axe';
import { passPasskeyStep } from './support/passkey-step';
import { expectPrintedOnOnePage } from './support/printed-page';
import { applicationCard, findPerson, openPrivacy } from './support/privacy-page';
import { expect, test } from './support/test';

const STAFF = { email: 'personal@demo.primerpaso.coop', password: 'demo-primer-paso' };

const openStaffPage = (page: Page) => openDemoStaffPage(page, e2eEnv('demoUrl'));
const signIn = (page: Page, email = STAFF.email) => signInAs(page, email, STAFF.password);

async function openInbox(page: Page) {
  await openStaffPage(page);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** Signs in as the demo admin and, once the inbox shows, opens 'Privacidad'. */
async function openPrivacyAsAdmin(page: Page) {
  await openStaffPage(page);
  await signIn(page, 'admin@demo.primerpaso.coop');
  await expect(rows(page).first()).toBeVisible();
  await openPrivacy(page);
}

/** Opens the first application of a stage and returns its number. */
async function openFirst(page: Page, filter: string): Promise<string> {
  await showStage(page, filter);
  const button = openButtons(page).first();
  const id = (await button.textContent()) ?? '';
  await button.click();
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${id}` })).toBeFocused();
  return id;
}

test('signs in with the demo account and shows about 30 fictitious applications, filtered and searchable, without leaving the browser', async ({
  page,
}) => {
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on(
    'request',
    (request) =>
      !request.url().startsWith(new URL(e2eEnv('demoUrl')).origin) && foreign.push(request.url()),
  );
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openStaffPage(page);
  await expect(page.getByRole('complementary', { name: 'Modo demostración' })).toContainText(
    'Nada sale de tu navegador.',
  );
  await expect(page.getByRole('complementary', { name: 'Cuentas de demostración' })).toContainText(
    STAFF.email,
  );
  await signIn(page);

  await expect(page).toHaveTitle(/^\(\d+\) Nuevas · Bandeja de solicitudes$/);
  const newCount = Number((await page.title()).match(/\((\d+)\)/)?.[1]);
  await expect(rows(page)).toHaveCount(newCount);
  await expect(page.getByRole('button', { name: `Nuevas (${newCount})` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await showStage(page, 'Todas');
  await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(25);
  for (const [filter, badge] of [
    ['En trámite', 'En trámite'],
    ['Asociadas', 'Asociada'],
    ['Cerradas', 'Cerrada'],
  ] as const) {
    await showStage(page, filter);
    await expect(page.locator('tbody .stage-badge').first()).toHaveText(badge);
    const stages = await page.locator('tbody .stage-badge').allTextContents();
    expect(new Set(stages)).toEqual(new Set([badge]));
  }
  // The demo's En trámite waiting on the applicant, the longest waiting marked in words.
  await showStage(page, 'Esperando al solicitante');
  await expect(
    page.getByText(/^En trámite, con requisitos pendientes y sin ningún avance/),
  ).toBeVisible();
  await expect
    .poll(async () => new Set(await page.locator('tbody .stage-badge').allTextContents()))
    .toEqual(new Set(['En trámite']));
  expect(await rows(page).count()).toBeGreaterThanOrEqual(3);
  await expect(rows(page).first()).toContainText(/Sin avance en \d+ días/);

  const id = (await openButtons(page).first().textContent()) ?? '';
  const search = page.getByRole('searchbox', {
    name: 'Buscar por número, nombre, DUI, teléfono o correo',
  });
  await search.fill(id.toLowerCase().replace('sol', 'sol '));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText(/^Una solicitud con/)).toBeVisible();
  await expect(openButtons(page)).toHaveText([id]);

  await search.fill('Ana 3');
  await search.press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    'Eso no parece un número, un nombre, un DUI, un teléfono ni un correo.',
  );
  await expect(search).toHaveValue('Ana 3');
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('works one application to Asociada and another to Cerrada, with the history shown, adds a note and signs out', async ({
  page,
}) => {
  await openInbox(page);
  const newBefore = await rows(page).count();

  const toMember = await openFirst(page, 'Nuevas');
  await actions(page).getByRole('button', { name: 'Pasar a En trámite' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Listo' })).toHaveText(
    `Listo: la solicitud ${toMember} pasó a En trámite.`,
  );
  await meetEveryRequirement(page);
  await associate(page);
  await expect(history(page).getByText('Pasó de En trámite a Asociada.')).toBeVisible();
  await expect(history(page).getByText('Pasó de Nueva a En trámite.')).toBeVisible();
  await expect(history(page).getByRole('listitem').last()).toContainText(STAFF.email);
  await expect(actions(page)).toContainText('Esta solicitud terminó su trámite');

  // A note is part of what the applicant receives when they ask for their data: the hint says so.
  await expect(page.getByLabel('Nota interna')).toHaveAccessibleDescription(
    /y la persona si pide sus datos: forma parte de lo que se le entrega/,
  );
  await page.getByLabel('Nota interna').fill('Se asoció en la oficina; trajo el DUI ampliado.');
  await page.getByRole('button', { name: 'Agregar nota' }).click();
  await expect(
    history(page).getByText('Nota: Se asoció en la oficina; trajo el DUI ampliado.'),
  ).toBeVisible();
  await expect(page.getByLabel('Nota interna')).toHaveValue('');

  await page.getByRole('button', { name: 'Volver a la lista' }).click();
  const toClose = await openFirst(page, 'Nuevas');
  expect(toClose).not.toBe(toMember);
  await actions(page).getByRole('button', { name: 'Cerrar solicitud' }).click();
  await page.getByRole('button', { name: 'Confirmar cierre' }).click();
  await expect(page.getByRole('alert')).toHaveText('Elige el motivo del cierre.');
  await page.getByRole('radio', { name: 'Documentos incompletos' }).check();
  await page.getByRole('button', { name: 'Confirmar cierre' }).click();
  await expect(
    history(page).getByText('Pasó de Nueva a Cerrada. Motivo: Documentos incompletos.'),
  ).toBeVisible();
  await expect(actions(page).getByRole('button')).toHaveText(['Reabrir']);

  await page.getByRole('button', { name: 'Volver a la lista' }).click();
  await expect(rows(page)).toHaveCount(newBefore - 2);
  await expect(page).toHaveTitle(`(${newBefore - 2}) Nuevas · Bandeja de solicitudes`);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('status')).toHaveText('Cerraste tu sesión.');
  await expect(rows(page)).toHaveCount(0);
});

test('exports the Nuevas as a CSV that a parser reads back whole, with the formula in a comment neutralised', async ({
  page,
}) => {
  await openInbox(page);
  const listed = await openButtons(page).allTextContents();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^solicitudes-nuevas-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: 'Se descargó' })).toHaveText(
    `Se descargó ${download.suggestedFilename()} con ${listed.length} solicitudes.`,
  );

  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte order mark, for Excel').toEqual([0xef, 0xbb, 0xbf]);
  const { data, errors, meta } = Papa.parse<Record<string, string>>(
    bytes.toString('utf8').slice(1),
    { header: true, skipEmptyLines: true },
  );
  expect(errors).toEqual([]);
  expect(meta.fields).toEqual([...EXPORT_HEADERS]);
  expect(data.map((row) => row['Número'])).toEqual(listed);
  for (const row of data) {
    expect(row['Etapa']).toBe('Nueva');
    expect(row['Fecha (hora de El Salvador)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row['Acepta términos']).toBe('Sí');
  }

  const hostile = data.filter((row) => row['Comentarios']?.includes('HYPERLINK'));
  expect(hostile).toHaveLength(1);
  expect(hostile[0]?.['Comentarios']).toBe(`'${DEMO_FORMULA_MESSAGE}`);

  // Every field of that application, as the detail shows it.
  const id = hostile[0]?.['Número'] ?? '';
  await openApplication(page, id);
  const field = (term: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  for (const [term, column] of [
    ['Nombres', 'Nombres'],
    ['Apellidos', 'Apellidos'],
    ['Razón Social', 'Razón social'],
    ['DUI', 'DUI'],
    ['Dirección', 'Dirección'],
  ] as const) {
    await expect(field(term)).toHaveText(hostile[0]?.[column] ?? '');
  }
  await expect(field('Teléfono')).toContainText(hostile[0]?.['Teléfono'] ?? '');
  await expect(field('Correo electrónico')).toHaveText(hostile[0]?.['Correo electrónico'] ?? '');
  await expect(field('Comentarios')).toContainText('=HYPERLINK(');
});

test('prints one application as a ficha on one page: the cooperative, the number, stage, date and every field, nothing else', async ({
  page,
}, testInfo) => {
  await openInbox(page);
  const id = await openFirst(page, 'Cerradas');
  await expect(page.getByRole('button', { name: 'Imprimir ficha' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  const ficha = page.getByRole('article', { name: `Solicitud ${id}` });
  for (const detail of [
    cooperative.name,
    fullAddress,
    'Ficha de solicitud de asociación',
    `Solicitud ${id}`,
    'Cerrada',
    'Motivo:',
    'Recibida',
    'Nombres',
    'DUI',
    'Comentarios',
  ]) {
    await expect(ficha.getByText(detail, { exact: false }).first()).toBeVisible();
  }
  await expectPrintedOnOnePage(page, testInfo, 'ficha-print.png', [
    page.getByRole('complementary', { name: 'Modo demostración' }),
    page.locator('.staff-header'),
    page.getByRole('region', { name: 'Acciones' }),
    page.getByRole('region', { name: 'Historial' }),
    page.getByLabel('Nota interna'),
    page.getByRole('link', { name: /WhatsApp/ }),
    ...(await page.getByRole('button').all()),
  ]);
});

test('tells an account that is not on the allowlist that it has no access', async ({ page }) => {
  await openStaffPage(page);
  await enterPassword(page, 'sin-acceso@demo.primerpaso.coop', STAFF.password);
  await expect(page.getByRole('alert')).toHaveText(
    /Tu cuenta no tiene acceso a la bandeja de solicitudes/,
  );
});

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking that every stop shows its focus.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let stop = 0; stop < 60; stop++) {
    await page.keyboard.press(key);
    const visible = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return true;
      const style = getComputedStyle(element);
      return (
        style.boxShadow !== 'none' ||
        (style.outlineStyle !== 'none' && style.outlineWidth !== '0px')
      );
    });
    expect(visible, 'every focus stop is visible').toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the keyboard never reached the target');
}

test('works with the keyboard alone: sign in, open an application, move it, go back, sign out', async ({
  page,
}) => {
  await openStaffPage(page);
  await tabTo(page, emailField(page));
  await page.keyboard.type(STAFF.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(STAFF.password);
  await page.keyboard.press('Enter');
  // The passkey's step, by the keyboard too: its first key named, and Enter creates it.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crea tu llave de acceso' }),
  ).toBeFocused();
  await tabTo(page, page.getByLabel('Nombre de la llave'));
  await page.keyboard.type('Computadora de la oficina');
  await page.keyboard.press('Enter');
  await expect(rows(page).first()).toBeVisible();

  const first = openButtons(page).first();
  const id = (await first.textContent()) ?? '';
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${id}` })).toBeFocused();

  await tabTo(page, actions(page).getByRole('button', { name: 'Pasar a En trámite' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Acciones' })).toBeFocused();
  await expect(history(page).getByText('Pasó de Nueva a En trámite.')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Volver a la lista' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  // It left the Nuevas, so focus goes to the list's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Cerrar sesión' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Cerraste tu sesión.');
});

test('an admin finds the returning applicant by DUI, hands over their data as JSON, and purges the expired applications', async ({
  page,
}) => {
  await openPrivacyAsAdmin(page);

  const { dui } = demoApplication(2, new Date());
  await findPerson(page, dui);
  await expect(page.getByText('Se encontraron 2 solicitudes.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar sus datos (JSON)' }).click();
  const download = await downloading;
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    solicitudes: { datos: { dui: string }; historial: unknown[] }[];
  };
  expect(data.solicitudes.map((item) => item.datos.dui)).toEqual([dui, dui]);
  expect(data.solicitudes.flatMap((item) => item.historial).length).toBeGreaterThan(0);
  await expect(applicationCard(page, 'SOL')).toHaveCount(2);

  await expect(
    page.getByText(/^4 solicitudes pasaron 12 meses sin llegar a Asociada/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Borrar las 4 solicitudes vencidas' }).click();
  await page.getByRole('button', { name: 'Sí, borrar 4 solicitudes' }).click();
  await expect(page.getByText('Se borraron 4 solicitudes vencidas.')).toBeVisible();
  await expect(page.getByText('No hay solicitudes vencidas.')).toBeVisible();
  await expect(page.getByText('Se encontró 1 solicitud.')).toBeVisible();
});

test("holds the list still as a repeat applicant's note is read: its length moves no column, and on a phone it sits under the name", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openInbox(page);
  await showStage(page, 'Todas');
  // Read, the note says how the earlier application ended (before, only its number).
  const note = page.locator('tbody .previous-application');
  await expect(note).toHaveText(/^Solicitud anterior: SOL\d{4}, .+\.$/);
  const columns = () =>
    page
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().toJSON()));
  const before = await columns();
  // Longer still, and the columns stay where they were.
  await note.evaluate((element) => {
    element.textContent = `${element.textContent} ${element.textContent} ${element.textContent}`;
  });
  expect(await columns()).toEqual(before);
  const fits = await note.evaluate((element) => {
    const cell = element.closest('td') as HTMLElement;
    return element.getBoundingClientRect().right <= cell.getBoundingClientRect().right;
  });
  expect(fits, 'the note wraps within its cell').toBe(true);

  // On a phone's card the note goes under the name, not beside it squeezing the name.
  await page.setViewportSize({ width: 375, height: 900 });
  const stacked = await note.evaluate((element) => {
    const name = document.createRange();
    name.selectNodeContents(element.parentElement?.firstChild as Node);
    return element.getBoundingClientRect().top >= name.getBoundingClientRect().bottom - 1;
  });
  expect(stacked, 'the note is under the name').toBe(true);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('axe finds no WCAG 2.2 A/AA or best-practice violation on the Privacidad screen, with a person found and a form open', async ({
      page,
    }) => {
      await openPrivacyAsAdmin(page);
      await expect(page.getByText(/solicitudes pasaron 12 meses/)).toBeVisible();
      await findPerson(page, demoApplication(2, new Date()).dui);
      await page.getByRole('button', { name: 'Corregir un dato' }).first().click();
      await page.getByRole('button', { name: 'Borrar esta solicitud' }).first().click();
      await page.getByRole('button', { name: 'Borrar para siempre' }).click();
      await expect(page.getByText(/Escribe exactamente SOL\d{4} para confirmar\./)).toBeVisible();
      expect(await axeViolations(page), 'privacy').toEqual([]);
    });

    test('axe finds no WCAG 2.2 A/AA or best-practice violation on sign-in, list and detail', async ({
      page,
    }) => {
      await openStaffPage(page);
      expect(await axeViolations(page), 'sign-in').toEqual([]);

      await enterPassword(page, 'nadie@demo.primerpaso.coop', STAFF.password);
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await axeViolations(page), 'sign-in with an error').toEqual([]);

      await emailField(page).fill(STAFF.email);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await passPasskeyStep(page);
      await expect(rows(page).first()).toBeVisible();
      expect(await axeViolations(page), 'list').toEqual([]);

      await openFirst(page, 'Todas');
      await expect(history(page).getByRole('listitem').first()).toBeVisible();
      expect(await axeViolations(page), 'detail').toEqual([]);

      const close = actions(page).getByRole('button', { name: 'Cerrar solicitud' });
      if (await close.count()) {
        await close.click();
        await page.getByRole('button', { name: 'Confirmar cierre' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        expect(await axeViolations(page), 'detail, closing without a reason').toEqual([]);
      }
    });
  });
}
