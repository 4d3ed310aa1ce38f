import { readFile } from 'node:fs/promises';
import { doc, writeBatch } from 'firebase/firestore';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { retentionCutoff } from '../../src/privacy/domain/retention';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import type { Stage } from '../../src/applications/domain/workflow/stage';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { AdminApplicationRepository } from '../../src/submission/adapters/server/admin-application-repository';
import { retentionPeriod } from '../../src/shared/content/retention-period';
import { withAdminFirestore } from '../emulator/support/admin-firestore';
import { EmulatorAdmin } from '../emulator/support/emulator-admin';
import { storedApplication } from '../support/application-fixtures';
import { applicationRecord } from '../support/application-record-fixtures';
import { E2E_PROJECT_ID, e2eEnv } from './support/e2e-env';
import { applicationCard, duiFrom, findPerson, openPrivacy } from './support/privacy-page';
import { signedIn, withConsole } from './support/staff-accounts';
import { expect, test } from './support/test';

// A purge erases whatever in the shared emulator has expired: these run alone, after the other
// Firestore tests and before the outage (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

const DAY = 86_400_000;
const ERASURE_KEYS = ['erasedAt', 'erasedBy', 'erasedByEmail', 'erasureReason', 'id'];

const emulator = () => new EmulatorAdmin(e2eEnv('emulatorHost'), E2E_PROJECT_ID);
const daysBeforeNow = (days: number) => new Date(Date.now() - days * DAY);
/** In a range no other staff test writes to. */
const freeNumber = () => `SOL${7000 + Math.floor(Math.random() * 900)}` as ApplicationId;

/** What the emulator holds under an application's history (rules bypassed). */
async function historyCount(id: ApplicationId): Promise<number> {
  const url = `http://${e2eEnv('emulatorHost')}/v1/projects/${E2E_PROJECT_ID}/databases/(default)/documents/${APPLICATIONS_COLLECTION}/${id}/${HISTORY_COLLECTION}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  return (((await response.json()) as { documents?: unknown[] }).documents ?? []).length;
}

async function seedWithNote(record: ApplicationRecord): Promise<void> {
  await withConsole(async (admin) => {
    await admin.seed([record]);
    const note = doc(admin.db, APPLICATIONS_COLLECTION, record.id, HISTORY_COLLECTION, 'nota-e2e');
    await writeBatch(admin.db)
      .set(note, {
        kind: 'note',
        text: `Nota sobre ${record.first_name}`,
        at: new Date(),
        uid: 'e2e',
        email: 'e2e@cooperativa.example',
      })
      .commit();
  });
}

test('access, rectification and deletion on request: the data handed over, a field corrected, then no personal data left and the number refused to a new application', async ({
  page,
}) => {
  const id = freeNumber();
  const dui = duiFrom(String(30_000_000 + Math.floor(Math.random() * 9_000_000)));
  const person = applicationRecord(id, daysBeforeNow(3), {
    stage: 'en-tramite',
    dui,
    first_name: `Borrable ${id}`,
    phone: '6111-2233',
    email: `borrable.${id}@example.com`,
  });
  await seedWithNote(person);
  expect(await historyCount(id)).toBe(1);

  const admin = await signedIn(page, 'admin');
  await openPrivacy(page);
  await findPerson(page, dui.replace('-', ''));
  const card = applicationCard(page, id);
  await expect(card).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar sus datos (JSON)' }).click();
  const handedOver = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as {
    solicitudes: { numero: string; datos: { dui: string }; historial: { texto?: string }[] }[];
  };
  expect(handedOver.solicitudes).toEqual([
    expect.objectContaining({ numero: id, datos: expect.objectContaining({ dui }) }),
  ]);
  expect(handedOver.solicitudes[0]?.historial).toEqual([
    expect.objectContaining({ texto: `Nota sobre ${person.first_name}` }),
  ]);

  await card.getByRole('button', { name: 'Corregir un dato' }).click();
  await card.getByLabel('Campo').selectOption({ label: 'Dirección' });
  await card.getByLabel('Valor correcto').fill('Barrio Corregido, casa 9, Suchitoto');
  await card.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(card.getByText(/Corrección guardada: Dirección/).first()).toBeVisible();
  expect(await emulator().read(id)).toMatchObject({
    address: 'Barrio Corregido, casa 9, Suchitoto',
    updatedBy: admin.uid,
  });
  expect(await historyCount(id)).toBe(2);

  await card.getByRole('button', { name: 'Borrar esta solicitud' }).click();
  await card.getByLabel(`Escribe ${id} para confirmar`).fill(id.toLowerCase());
  await card.getByRole('button', { name: 'Borrar para siempre' }).click();
  await expect(
    page.getByText(
      `Se borró ${id}: no queda ningún dato personal, solo la constancia del borrado.`,
    ),
  ).toBeVisible();

  const stored = (await emulator().read(id)) as unknown as Record<string, unknown>;
  expect(Object.keys(stored).sort()).toEqual(ERASURE_KEYS);
  expect(stored).toMatchObject({
    id,
    erasedBy: admin.uid,
    erasedByEmail: admin.email,
    erasureReason: 'peticion-del-titular',
  });
  const kept = JSON.stringify(stored);
  for (const value of [
    dui,
    person.first_name,
    person.phone,
    person.email,
    person.address,
    'Barrio Corregido',
  ])
    expect(kept).not.toContain(value);
  expect(await historyCount(id)).toBe(0);

  // The server's intake (the only way an application comes in) cannot store one under it.
  const intakeCreate = await withAdminFirestore(E2E_PROJECT_ID, e2eEnv('emulatorHost'), (db) =>
    new AdminApplicationRepository(db).create(storedApplication(id)),
  );
  expect(intakeCreate).toBe('id-taken');
  expect(Object.keys((await emulator().read(id)) as object).sort()).toEqual(ERASURE_KEYS);

  await findPerson(page, id);
  await expect(
    page.getByText(
      new RegExp(`La solicitud ${id} fue borrada el .* Motivo: A petición del titular\\.`),
    ),
  ).toBeVisible();
});

test('a purge erases exactly the applications past the retention period that are not Asociada', async ({
  page,
}) => {
  const first = Number(freeNumber().slice(3));
  const next = (step: number) => `SOL${first + step}` as ApplicationId;
  const [expiredNew, expiredClosed, oldMember, recentClosed] = [next(0), next(1), next(2), next(3)];
  /** `<name> <id>` at `stage`, sent `days` ago by the real clock. */
  const sent = (id: ApplicationId, days: number, stage: Stage, name: string) =>
    applicationRecord(id, daysBeforeNow(days), { stage, first_name: `${name} ${id}` });
  await withConsole((admin) =>
    admin.seed([
      sent(expiredNew, 400, 'nueva', 'Vencida'),
      sent(oldMember, 700, 'asociada', 'Socia'),
      sent(recentClosed, 300, 'cerrada', 'Reciente'),
    ]),
  );
  await seedWithNote(sent(expiredClosed, 380, 'cerrada', 'Vencida'));

  // Whatever else in the shared emulator has expired is purged too: the count must match it
  // exactly.
  const cutoff = retentionCutoff(new Date(), retentionPeriod.months);
  const expired = (await emulator().list())
    .filter(
      (stored) =>
        stored.date instanceof Date && stored.date <= cutoff && stored.isAssociated === false,
    )
    .map((stored) => stored.id as ApplicationId);
  expect(expired).toEqual(expect.arrayContaining([expiredNew, expiredClosed]));
  expect(expired).not.toContain(oldMember);
  const count = expired.length === 1 ? '1 solicitud' : `${expired.length} solicitudes`;

  await signedIn(page, 'admin');
  await openPrivacy(page);
  await expect(
    page.getByText(`${count} pasaron ${retentionPeriod.months} meses sin llegar a Asociada`, {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Borrar las ${count} vencidas` }).click();
  await page.getByRole('button', { name: `Sí, borrar ${count}` }).click();
  await expect(page.getByText(`Se borraron ${count} vencidas.`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No hay solicitudes vencidas.')).toBeVisible();

  for (const id of expired) {
    const stored = (await emulator().read(id)) as unknown as Record<string, unknown>;
    expect(Object.keys(stored).sort(), id).toEqual(ERASURE_KEYS);
    expect(stored.erasureReason).toBe('plazo-vencido');
  }
  expect(await historyCount(expiredClosed)).toBe(0);
  expect(await emulator().read(oldMember)).toMatchObject({
    first_name: `Socia ${oldMember}`,
    isAssociated: true,
  });
  expect(await emulator().read(recentClosed)).toMatchObject({
    first_name: `Reciente ${recentClosed}`,
    status: false,
  });
});
