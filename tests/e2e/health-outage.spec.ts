import type { Page } from '@playwright/test';
import { FUNCTION_NAMES } from '../../src/server/server-region';
import { HEALTH_COLLECTION, HEALTH_VIEW_ID } from '../../src/health/adapters/health-collections';
import { OUTBOX_COLLECTION } from '../../src/notifications/adapters/notifications-collections';
import { runSchedule } from '../support/firestore-triggers';
import {
  applicant,
  openPage,
  sendApplication,
  uniqueAddress,
  uniqueTag,
} from './support/application-page';
import { axeViolations } from './support/axe';
import { figure, openGroup, verdict } from './support/estado-page';
import { E2E_INTAKE_LIMITS, E2E_PROJECT_ID, e2eEnv } from './support/e2e-env';
import { tabTo } from './support/keyboard';
import { setMailServer } from './support/sent-mail';
import { account, PASSWORD, withConsole } from './support/staff-accounts';
import { openStaffPage, signInByKeyboard } from './support/staff-page';
import { expect, test } from './support/test';

/**
 * Estado on the whole stack, with the SMTP sink stopped: an application's receipt fails and waits
 * for its retry; the server's five-minute measurement (run by hand, as Cloud Scheduler would run
 * it: the emulator has no scheduler) shows it on Estado while the message is still being retried,
 * with the intake's refusal by its limits; and once e-mail has failed for over an hour every admin
 * gets the banner on the inbox as they sign in. At 375 and 1280 px, by the keyboard, with axe.
 */
test.describe.configure({ mode: 'serial' });

const HEALTH_PATH = `${HEALTH_COLLECTION}/${HEALTH_VIEW_ID}`;
const MEASURE = FUNCTION_NAMES.retryQueuedMail;
const measure = () => runSchedule(e2eEnv('functionsUrl'), E2E_PROJECT_ID, MEASURE);
const readHealth = () => withConsole((owner) => owner.read(HEALTH_PATH));

/** A request the intake cannot read, from one address, until its limit refuses one: 429. */
async function refuseOnce(): Promise<void> {
  const address = uniqueAddress();
  const post = () =>
    fetch(`${e2eEnv('firestoreUrl')}/api/solicitudes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: '{}',
    });
  for (let sent = 0; sent < E2E_INTAKE_LIMITS.perAddress; sent++)
    expect((await post()).status).toBe(400);
  expect((await post()).status).toBe(429);
}

/** 'Cerrar sesión' by the keyboard: the next sign-in starts from the sign-in page. */
async function signOut(page: Page) {
  await tabTo(page, page.getByRole('button', { name: 'Cerrar sesión' }), { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Correo electrónico', { exact: true })).toBeVisible();
}

async function signInAsAdmin(page: Page, email: string) {
  await openStaffPage(page, e2eEnv('firestoreUrl'));
  await signInByKeyboard(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
}

test('with the mail server stopped, Estado shows the failing e-mail while it is retried, the refusals, and the inbox the banner once it has failed an hour', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const admin = await account('admin');
  const measuredBefore = await readHealth();
  await measure();
  const refusedBefore = Number(
    ((await readHealth())?.intake as { refused?: number } | undefined)?.refused ?? 0,
  );
  await setMailServer('down');
  try {
    // An application whose receipt cannot go: the outbox's first attempt fails and waits.
    const values = applicant(uniqueTag());
    await openPage(page, 'firestore');
    const id = await sendApplication(page, values);
    await expect
      .poll(
        async () =>
          (await withConsole((owner) => owner.read(`${OUTBOX_COLLECTION}/${id}-acuse`)))
            ?.lastErrorCode,
        { timeout: 30_000 },
      )
      .toBe('MAIL_UNREACHABLE');
    await refuseOnce();
    await measure();

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
      await signInAsAdmin(page, admin.email);
      await tabTo(page, page.getByRole('button', { name: 'Estado' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Estado' })).toBeFocused();
      // Failing for minutes: look at it, nothing to do yet; the verdict says so first.
      const review = verdict(page, /^Revisa esto hoy/);
      await expect(review).toContainText('El correo falla desde');
      await expect(review).toContainText('hace menos de una hora');
      await expect(review).not.toContainText('MAIL_UNREACHABLE');
      const mail = 'Correo (últimos 7 días)';
      await openGroup(page, mail);
      await expect(page.getByRole('region', { name: mail })).toContainText(
        'no se llega al servidor de correo.',
      );
      await expect(
        page.getByRole('region', { name: mail }).getByText('MAIL_UNREACHABLE'),
      ).toBeVisible();
      // Still within the retry period: being retried, not given up.
      expect(
        Number(await figure(page, mail, 'En espera de otro intento').textContent()),
      ).toBeGreaterThan(0);
      const intake = 'Solicitudes (últimas 24 horas)';
      await openGroup(page, intake);
      await expect(figure(page, intake, 'Rechazadas por los límites')).toHaveText(
        String(refusedBefore + 1),
      );
      expect(await axeViolations(page)).toEqual([]);
      // Failing for minutes, not an hour yet: back on the inbox, with the same reading loaded
      // (Estado's figures above), no banner.
      await page.getByRole('button', { name: 'Solicitudes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await signOut(page);
    }

    // An hour on: the previous measurement saw e-mail failing since then (the clock cannot be
    // moved), and the next one, still failing, keeps that start.
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    await withConsole(async (owner) => {
      const view = (await owner.read(HEALTH_PATH)) ?? {};
      const mailView = view.mail as Record<string, unknown>;
      await owner.write(HEALTH_PATH, { ...view, mail: { ...mailView, failingSince: hourAgo } });
    });
    await measure();

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
      await signInAsAdmin(page, admin.email);
      const banner = page.getByRole('alert');
      // Estado's act-now verdict, in its words: what is wrong and whom to tell.
      await expect(banner).toContainText('Actúa ahora: algo no funciona');
      await expect(banner).toContainText('El correo no sale desde');
      await expect(banner).toContainText(
        'Qué hacer: Avisa hoy mismo a quien mantiene el sistema o al proveedor del correo',
      );
      expect(await axeViolations(page)).toEqual([]);
      await tabTo(page, banner.getByRole('link', { name: 'Ver Estado' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Estado' })).toBeVisible();
      await expect(verdict(page, /^Actúa ahora: algo no funciona/)).toContainText(
        'El correo no sale desde',
      );
      await signOut(page);
    }
  } finally {
    await setMailServer('up');
    // What Estado showed before this test, for whatever runs next on the shared emulator.
    await withConsole((owner) =>
      measuredBefore ? owner.write(HEALTH_PATH, measuredBefore) : owner.remove(HEALTH_PATH),
    );
  }
});
