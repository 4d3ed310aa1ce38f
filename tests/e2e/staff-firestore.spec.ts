import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDoc, collection, Timestamp } from 'firebase/firestore';
import { TALKS_COLLECTION } from '../../src/talks/adapters/talks-collections';
import { EmulatorAdmin } from '../emulator/support/emulator-admin';
import { applicationRecord } from '../support/application-record-fixtures';
import { applicant, openPage, uniqueTag, sendApplication } from './support/application-page';
import { E2E_PROJECT_ID, e2eEnv } from './support/e2e-env';
import {
  actions,
  associate,
  meetEveryRequirement,
  closeWithReason,
  enterPassword,
  history,
  openApplication,
  openButtons,
  openStaffPage,
  requirements,
  rows,
} from './support/staff-page';
import { account, PASSWORD, signedIn, withConsole } from './support/staff-accounts';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

// The staff tests write into the shared emulator (2,000 applications, numbers they choose), so they
// run one after another, after the public page's Firestore tests (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

/**
 * `hours` before now, by the real clock: well inside the retention period whenever the suite runs,
 * so the privacy tests' purge (privacy-firestore.spec.ts) never takes what is sent then.
 */
const hoursBeforeNow = (hours: number) => new Date(Date.now() - hours * 3_600_000);

test('tells a wrong password, an unknown account, an outsider and a lost connection apart', async ({
  page,
}) => {
  const outsider = await account(null);
  await openStaffPage(page, e2eEnv('firestoreUrl'));
  const alert = page.getByRole('alert');

  await enterPassword(page, outsider.email, 'no-es-la-clave');
  await expect(alert).toHaveText('La contraseña no es correcta. Revísala e intenta de nuevo.');
  await enterPassword(page, `nadie-${randomUUID().slice(0, 6)}@cooperativa.example`, PASSWORD);
  await expect(alert).toHaveText(
    'No hay ninguna cuenta con ese correo. Revisa cómo lo escribiste.',
  );
  await enterPassword(page, outsider.email, PASSWORD);
  await expect(alert).toHaveText(/^Tu cuenta no tiene acceso a la bandeja de solicitudes/);
  await expect(rows(page)).toHaveCount(0);

  await page.route(`http://${e2eEnv('authHost')}/**`, (route) =>
    route.abort('internetdisconnected'),
  );
  await enterPassword(page, outsider.email, PASSWORD);
  await expect(alert).toHaveText(
    'No hay conexión a internet. Revisa tu conexión e intenta de nuevo.',
  );
});

test('shows an application sent on the public page in an open inbox within 5 seconds, works it to Asociada with its history, and keeps none of it in browser storage', async ({
  page,
  context,
}) => {
  const member = await signedIn(page);

  const visitor = await context.newPage();
  await openPage(visitor, 'firestore');
  const sentApplicant = applicant(uniqueTag());
  const id = await sendApplication(visitor, sentApplicant);
  const sent = Date.now();

  await expect(openButtons(page).filter({ hasText: id })).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - sent).toBeLessThan(5_000);

  await openApplication(page, id);
  await actions(page).getByRole('button', { name: 'Pasar a En trámite' }).click();
  await expect(history(page).getByText('Pasó de Nueva a En trámite.')).toBeVisible();
  await meetEveryRequirement(page);
  await associate(page);
  await expect(history(page).getByText('Pasó de En trámite a Asociada.')).toBeVisible();
  await expect(history(page).getByRole('listitem').last()).toContainText(member.email);
  await page.getByLabel('Nota interna').fill('Trajo el DUI y el recibo de agua.');
  await page.getByRole('button', { name: 'Agregar nota' }).click();
  await expect(history(page).getByText('Nota: Trajo el DUI y el recibo de agua.')).toBeVisible();

  const stored = await new EmulatorAdmin(e2eEnv('emulatorHost'), E2E_PROJECT_ID).read(
    id as `SOL${number}`,
  );
  expect(stored).toMatchObject({
    alert: false,
    status: true,
    isAssociated: true,
    updatedBy: member.uid,
  });
  const { webStorage, databases } = await browserStorage(page);
  expect(webStorage).not.toMatch(
    new RegExp(`${sentApplicant.dui}|${sentApplicant.email}|${sentApplicant.first_name}`),
  );
  // A persistent Firestore cache would be an IndexedDB database named firestore/…: there is none.
  expect(databases.filter((name) => name.startsWith('firestore'))).toEqual([]);
});

/** What this origin keeps in the browser: web storage, and its IndexedDB databases by name. */
function browserStorage(page: Page): Promise<{ webStorage: string; databases: string[] }> {
  return page.evaluate(async () => {
    const dump = (storage: Storage) =>
      Object.keys(storage)
        .map((key) => `${key}=${storage.getItem(key)}`)
        .join('\n');
    const databases = (await indexedDB.databases()).map(({ name }) => name ?? '');
    return { webStorage: `${dump(localStorage)}\n${dump(sessionStorage)}`, databases };
  });
}

test('closes an application with a reason, reopens it, and closes it again from En trámite', async ({
  page,
}) => {
  const id = `SOL${9000 + Math.floor(Math.random() * 900)}` as const;
  const record = applicationRecord(id, hoursBeforeNow(1), { first_name: `Cierre ${id}` });
  await withConsole((admin) => admin.seed([record]));
  await signedIn(page);
  await page.getByRole('searchbox').fill(id);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await openApplication(page, id);

  await closeWithReason(page, 'No se presentó');
  await expect(
    history(page).getByText('Pasó de Nueva a Cerrada. Motivo: No se presentó.'),
  ).toBeVisible();
  await actions(page).getByRole('button', { name: 'Reabrir' }).click();
  await expect(history(page).getByText('Pasó de Cerrada a En trámite.')).toBeVisible();
  await closeWithReason(page, 'Desistió');
  await expect(
    history(page).getByText('Pasó de En trámite a Cerrada. Motivo: Desistió.'),
  ).toBeVisible();
  expect(await new EmulatorAdmin(e2eEnv('emulatorHost'), E2E_PROJECT_ID).read(id)).toMatchObject({
    alert: false,
    status: false,
    isAssociated: false,
    closeReason: 'desistio',
  });
});

test('a clerk marks an application as spam; an admin removes it from the Spam list: its number is free again, and the audit log says so', async ({
  page,
}) => {
  const id = `SOL${9000 + Math.floor(Math.random() * 900)}` as const;
  const record = applicationRecord(id, hoursBeforeNow(2), { first_name: `Spam ${id}` });
  await withConsole((admin) => admin.seed([record]));
  const admin = await signedIn(page, 'admin');
  await page.getByRole('searchbox').fill(id);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await openApplication(page, id);
  await actions(page).getByRole('button', { name: 'Marcar como spam' }).click();
  await expect(
    history(page).getByText('Pasó de Nueva a Cerrada. Motivo: Spam o prueba.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Volver a la lista' }).click();
  await page.getByRole('button', { name: 'Ver la lista' }).click();

  await page.getByRole('button', { name: 'Spam', exact: true }).click();
  await expect(openButtons(page).filter({ hasText: id })).toBeVisible();
  await page
    .getByRole('button', { name: /^Eliminar (la solicitud|las \d+ solicitudes) de spam/ })
    .click();
  await expect(page.getByText(/Se eliminarán para siempre/)).toContainText(id);
  await page.getByRole('button', { name: /^Sí, eliminar/ }).click();

  await expect(page.getByText(/^Se eliminaron \d+ solicitud(es)? de spam/)).toBeVisible();
  await expect(openButtons(page).filter({ hasText: id })).toHaveCount(0);
  const emulator = new EmulatorAdmin(e2eEnv('emulatorHost'), E2E_PROJECT_ID);
  expect(await emulator.read(id)).toBeUndefined();
  await page.getByRole('button', { name: 'Auditoría' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: id });
  await expect(entry).toContainText('de spam');
  await expect(entry).toContainText(admin.email);
});

test('a clerk gives an application En trámite a seat at a talk, records that it came, and the checklist shows the talk ticked', async ({
  page,
}) => {
  const id = `SOL${9000 + Math.floor(Math.random() * 900)}` as const;
  const place = `Salón ${randomUUID().slice(0, 6)}`;
  const record = applicationRecord(id, hoursBeforeNow(3), {
    stage: 'en-tramite',
    first_name: `Charla ${id}`,
  });
  // Half an hour ahead, set by an admin in the console: seats are given, and the door is open.
  await withConsole(async (admin) => {
    await admin.seed([record]);
    await addDoc(collection(admin.db, TALKS_COLLECTION), {
      startsAt: Timestamp.fromMillis(Date.now() + 30 * 60_000),
      place,
      seats: 12,
      taken: 0,
      lastSeatId: null,
      updatedAt: Timestamp.now(),
      updatedBy: 'consola',
    });
  });
  await signedIn(page);
  await page.getByRole('searchbox').fill(id);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await openApplication(page, id);

  const seat = page.getByRole('region', { name: 'Charla informativa' });
  const option = seat.getByRole('option', { name: new RegExp(place) });
  await seat.getByLabel('Charla').selectOption((await option.getAttribute('value')) ?? '');
  await seat.getByRole('button', { name: 'Asignar cupo' }).click();
  await expect(seat.getByText(new RegExp(`Tiene cupo en la charla del .*${place}`))).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('button', { name: 'Charlas' })
    .click();
  const talkRow = page.getByRole('row').filter({ hasText: place });
  await expect(talkRow).toContainText('1 de 12');
  expect(await axeViolations(page), 'talks').toEqual([]);
  await talkRow.getByRole('link', { name: /^Ver lista de quiénes vienen/ }).click();
  const roster = page.getByRole('table', { name: /^Quiénes vienen/ });
  await expect(roster.getByRole('row').filter({ hasText: id })).toContainText(`Charla ${id}`);
  expect(await axeViolations(page), 'roster').toEqual([]);
  await roster.getByRole('button', { name: `Registrar asistencia de ${id}` }).click();
  await expect(roster.getByRole('row').filter({ hasText: id })).toContainText('Asistió');

  await page
    .getByRole('navigation', { name: 'Secciones' })
    .getByRole('button', { name: 'Solicitudes' })
    .click();
  // The inbox kept the application open while away: its detail followed the tick live.
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${id}` })).toBeVisible();
  await expect(
    requirements(page).getByRole('checkbox', { name: 'Charla informativa' }),
  ).toBeChecked();
  await expect(history(page).getByText('Requisito cumplido: «Charla informativa».')).toBeVisible();
  await expect(seat.getByText(/^Asistió a la charla del/)).toBeVisible();
});

test('finds one person among 2,000 applications by DUI, phone or e-mail', async ({ page }) => {
  const tag = randomUUID().slice(0, 6);
  const many = Array.from({ length: 2_000 }, (_, index) =>
    applicationRecord(`SOL${1000 + index}` as `SOL${number}`, hoursBeforeNow(2 + (index % 300)), {
      first_name: `Muchos ${tag}`,
    }),
  );
  const wanted = applicationRecord('SOL8765', hoursBeforeNow(1), {
    first_name: `Buscada ${tag}`,
    dui: '04418203-2',
    phone: '6123-9876',
    email: `buscada.${tag}@example.com`,
  });
  await withConsole((admin) => admin.seed([...many, wanted]));
  await signedIn(page);

  for (const search of ['044182032', '6123 9876', `Buscada.${tag}@Example.com`]) {
    await page.getByRole('searchbox').fill(search);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(openButtons(page)).toHaveText(['SOL8765']);
  }
});

test('closes the inbox of a member taken off the allowlist, at once', async ({ page }) => {
  const member = await signedIn(page);
  await expect(rows(page).first()).toBeVisible();

  await withConsole((admin) => admin.revoke(member.uid));

  await expect(page.getByRole('alert')).toHaveText(
    'Tu acceso a la bandeja fue retirado. Si crees que es un error, habla con la administración.',
  );
  await expect(rows(page)).toHaveCount(0);
});

test('signs out', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('status')).toHaveText('Cerraste tu sesión.');
  await page.reload();
  await expect(page.getByLabel('Contraseña')).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`axe finds no violation in the inbox on Firestore, list and detail, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    await expect(rows(page).first()).toBeVisible();
    expect(await axeViolations(page), 'list').toEqual([]);
    await openApplication(page, (await openButtons(page).first().textContent()) ?? '');
    await expect(history(page)).toBeVisible();
    expect(await axeViolations(page), 'detail').toEqual([]);
  });
}
