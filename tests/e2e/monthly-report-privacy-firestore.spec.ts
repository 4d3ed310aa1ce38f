import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { cooperative } from '../../src/shared/content/cooperative';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { REPORTS_COLLECTION } from '../../src/reports/adapters/reports-collections';
import { SEATS_COLLECTION, TALKS_COLLECTION } from '../../src/talks/adapters/talks-collections';
import {
  monthName,
  monthOf,
  monthPeriod,
  previousMonth,
  type ReportMonth,
} from '../../src/reports/domain/report-month';
import { FUNCTION_NAMES } from '../../src/server/server-region';
import { FORM_USE_PATH } from '../../src/form-use/domain/form-use-path';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { applicationRecord } from '../support/application-record-fixtures';
import { runSchedule } from '../support/firestore-triggers';
import { E2E_PROJECT_ID, e2eEnv } from './support/e2e-env';
import { expectPrintedOnOnePage } from './support/printed-page';
import { signedIn, withConsole } from './support/staff-accounts';
import { expect, test } from './support/test';

// In the privacy-firestore project (playwright.config.ts matches the file's name): after the other
// staff tests. It erases nothing. The schedule it runs is the one the number space's test runs
// too (one Cloud Scheduler job for both, docs/deploying.md), so the figures are read back from
// storage rather than predicted: every other test's applications count as well.

const DAY = 86_400_000;
/** In a range no other Firestore test writes to. */
const freeNumbers = (): [ApplicationId, ApplicationId] => {
  const base = 8100 + 2 * Math.floor(Math.random() * 250);
  return [`SOL${base}`, `SOL${base + 1}`] as [ApplicationId, ApplicationId];
};

interface StoredReport {
  month: string;
  received: number;
  associated: number;
  medianDaysToMember: number | null;
  closedByReason: Record<string, number>;
  openWhenComputed: Record<string, number>;
  talks: { held: number; seats: number; attendance: number };
  formUse: { started: number; sent: number; countedFrom?: string };
}

const storedReport = (month: ReportMonth) =>
  withConsole((owner) => owner.read(`${REPORTS_COLLECTION}/${month}`)) as Promise<
    StoredReport | undefined
  >;

/** The figure beside a row's name in one of the report's tables. */
const figure = (page: Page, label: string, table = 'Solicitudes') =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

const WHOLE = new Intl.NumberFormat('es-SV');

test('the daily schedule, run by hand, computes the month so far and closes the one before; staff read it in Informe mensual, print it on one page and download it as CSV', async ({
  page,
}, testInfo) => {
  const now = new Date();
  const month = monthOf(now);
  // Sent in this month (a few days ago, or just after it began), associated and closed now.
  const sentAt = new Date(
    Math.max(monthPeriod(month).start.getTime() + 60_000, now.getTime() - 3 * DAY),
  );
  const [member, duplicate] = freeNumbers();
  const stamp = { at: now, uid: 'e2e', email: 'e2e@cooperativa.example' };
  await withConsole(async (owner) => {
    await owner.seed([
      {
        ...applicationRecord(member, sentAt, {
          stage: 'asociada',
          first_name: `Informe ${member}`,
        }),
        associatedAt: now,
      },
      applicationRecord(duplicate, sentAt, {
        stage: 'cerrada',
        closeReason: 'duplicada',
        first_name: `Informe ${duplicate}`,
      }),
    ]);
    const history = (id: ApplicationId) => `${APPLICATIONS_COLLECTION}/${id}/${HISTORY_COLLECTION}`;
    await owner.write(`${history(member)}/informe-e2e`, {
      kind: 'transition',
      from: 'en-tramite',
      to: 'asociada',
      reason: null,
      ...stamp,
    });
    await owner.write(`${history(duplicate)}/informe-e2e`, {
      kind: 'transition',
      from: 'nueva',
      to: 'cerrada',
      reason: 'duplicada',
      ...stamp,
    });
    // A talk of this month, begun, that gave both a seat and one of them came.
    const talk = `${TALKS_COLLECTION}/informe-${member}`;
    await owner.write(talk, {
      startsAt: sentAt,
      place: 'Salón de usos múltiples',
      seats: 2,
      taken: 2,
      lastSeatId: duplicate,
      updatedAt: now,
      updatedBy: 'e2e',
    });
    for (const [id, attended] of [
      [member, true],
      [duplicate, false],
    ] as const)
      await owner.write(`${talk}/${SEATS_COLLECTION}/${id}`, {
        applicationId: id,
        attended,
        assignedAt: new Date(sentAt.getTime() - DAY),
        assignedBy: 'e2e',
        ...(attended ? { attendedAt: now, attendedBy: 'e2e' } : {}),
      });
  });

  // One form begun, through the site: whichever tests ran before, the form's use is counted this
  // month (a month before the first count has no figures of it).
  const beacon = await fetch(`${e2eEnv('firestoreUrl')}${FORM_USE_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body: '{"event":"empezado"}',
  });
  expect(beacon.status).toBe(204);
  await runSchedule(e2eEnv('functionsUrl'), E2E_PROJECT_ID, FUNCTION_NAMES.measureNumberSpace);

  const stored = await storedReport(month);
  expect(stored).toMatchObject({ month, received: expect.any(Number) });
  expect(stored!.received).toBeGreaterThanOrEqual(2);
  expect(stored!.associated).toBeGreaterThanOrEqual(1);
  expect(stored!.medianDaysToMember).toEqual(expect.any(Number));
  expect(stored!.closedByReason.duplicada).toBeGreaterThanOrEqual(1);
  expect(stored!.talks.held).toBeGreaterThanOrEqual(1);
  expect(stored!.talks.seats).toBeGreaterThanOrEqual(2);
  expect(stored!.talks.attendance).toBeGreaterThanOrEqual(1);
  // The form's use this month, whatever the other tests' pages counted: two counts, read (and the
  // day counting began, when that was this month).
  expect(stored!.formUse).toMatchObject({ started: expect.any(Number), sent: expect.any(Number) });
  expect(stored!.formUse.started).toBeGreaterThanOrEqual(1);
  // On its first run the schedule also closed the month before (none was kept).
  expect(await storedReport(previousMonth(month))).toMatchObject({ month: previousMonth(month) });
  // Nothing was counted before this run's beacons: no figures of the form's use, not zeros.
  expect(await storedReport(previousMonth(month))).not.toHaveProperty('formUse');

  await signedIn(page, 'staff');
  await page.getByRole('button', { name: 'Informe mensual' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Informe mensual' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Mes' });
  await expect(picker).toHaveValue(previousMonth(month));
  await expect(page.getByText(/^Mes completo\. Calculado el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // What the page shows is what is stored: read both again should the schedule run meanwhile.
  await expect(async () => {
    await picker.selectOption(previousMonth(month));
    await picker.selectOption({ label: `${monthName(month)} (en curso)` });
    const kept = (await storedReport(month))!;
    await expect(figure(page, 'Solicitudes recibidas')).toHaveText(WHOLE.format(kept.received), {
      timeout: 2_000,
    });
    await expect(figure(page, 'Asociadas')).toHaveText(WHOLE.format(kept.associated));
    await expect(figure(page, 'Cerradas: Solicitud duplicada')).toHaveText(
      WHOLE.format(kept.closedByReason.duplicada ?? 0),
    );
    await expect(figure(page, 'Abiertas al calcular el informe: En trámite')).toHaveText(
      WHOLE.format(kept.openWhenComputed['en-tramite'] ?? 0),
    );
    const talks = 'Charlas informativas';
    await expect(figure(page, 'Charlas realizadas', talks)).toHaveText(
      WHOLE.format(kept.talks.held),
    );
    await expect(figure(page, 'Cupos asignados', talks)).toHaveText(WHOLE.format(kept.talks.seats));
    await expect(figure(page, 'Asistencia', talks)).toHaveText(WHOLE.format(kept.talks.attendance));
    const formUse = 'Formulario en línea';
    await expect(figure(page, 'Formularios empezados', formUse)).toHaveText(
      WHOLE.format(kept.formUse.started),
    );
    await expect(figure(page, 'Formularios enviados', formUse)).toHaveText(
      WHOLE.format(kept.formUse.sent),
    );
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/^Mes en curso: cifras hasta el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`informe-mensual-${month}.csv`);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe('Mes,Sección,Concepto,Cifra');
  expect(lines).toContain(`${month},Informe,Mes completo,"No, en curso"`);
  expect(lines.filter((line) => line.startsWith(`${month},Solicitudes,`)).length).toBe(14);
  expect(lines.filter((line) => line.startsWith(`${month},Charlas informativas,`)).length).toBe(4);
  await expect(page.getByText(`Se descargó informe-mensual-${month}.csv.`)).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(cooperative.name)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Solicitudes' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Charlas informativas' })).toBeVisible();
  await expectPrintedOnOnePage(page, testInfo, 'informe-mensual-print.png', [
    page.locator('.staff-header'),
    page.getByRole('navigation', { name: 'Secciones' }),
    picker,
    ...(await page.getByRole('button').all()),
  ]);
});
