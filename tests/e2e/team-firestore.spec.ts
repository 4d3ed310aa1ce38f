import { randomUUID } from 'node:crypto';
import { TEAM_PATH, type TeamRequest } from '../../src/team/domain/team-service';
import { AuthEmulatorAdmin } from '../emulator/support/auth-emulator-admin';
import { axeViolations } from './support/axe';
import { E2E_PROJECT_ID, e2eEnv } from './support/e2e-env';
import { awaitMailTo, passwordLinkIn } from './support/sent-mail';
import { PASSWORD, signedIn } from './support/staff-accounts';
import { enterPassword, openStaffPage, rows, signIn } from './support/staff-page';
import { tabTo } from './support/keyboard';
import {
  changeByKeyboard,
  fact,
  inviteEmail,
  memberCard,
  openSectionByKeyboard,
  teamChanges,
} from './support/team-page';
import { expect, test } from './support/test';

/**
 * Equipo on the whole stack (issue 27's 'Done when'): the team function behind the Hosting
 * rewrite, the Auth emulator, the outbox's e-mail through the SMTP sink into MAIL_DIR. Each test
 * has an admin and a clerk of its own, so it never touches another test's accounts.
 */
test.describe.configure({ mode: 'serial' });

/** The team function through the site's rewrite, as the page's Functions SDK calls it. */
async function callTeam(idToken: string, data: TeamRequest): Promise<unknown> {
  const response = await fetch(`${e2eEnv('firestoreUrl')}${TEAM_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { result?: unknown }).result;
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 667 : 800 } });

    test("an admin invites a clerk, who sets a password from the e-mail and signs in; the admin takes the access away and the clerk's open inbox closes at once; nobody removes themselves; each step is in Auditoría", async ({
      page,
      browser,
    }) => {
      // Two people signing in with their passkeys, an invitation's e-mail and seven axe checks:
      // 60 s alone, and past 90 on two cores kept busy by the other projects.
      test.setTimeout(150_000);
      const admin = await signedIn(page, 'admin');
      await openSectionByKeyboard(page, 'Equipo');
      const own = memberCard(page, admin.email);
      await expect(own.getByRole('heading', { level: 3 })).toHaveText(`${admin.email} (tú)`);
      expect(await axeViolations(page), 'Equipo').toEqual([]);

      // Invitar, by the keyboard, with the role it starts on: Personal.
      const clerk = `e2e-equipo-${randomUUID().slice(0, 8)}@cooperativa.example`;
      await tabTo(page, inviteEmail(page));
      await page.keyboard.type(clerk);
      await tabTo(page, page.getByRole('button', { name: 'Invitar', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('form', { name: 'Invitar' }).getByRole('status')).toHaveText(
        `Invitamos a ${clerk}: le llega un correo para elegir su contraseña.`,
      );
      const card = memberCard(page, clerk);
      await expect(fact(card, 'Rol')).toHaveText('Personal');
      await expect(fact(card, 'Último ingreso')).toHaveText('Todavía no entró');
      expect(await axeViolations(page), 'a clerk invited').toEqual([]);

      // The e-mail reaches MAIL_DIR; its link's one-time code sets the password, as the action
      // page does.
      const [mail] = await awaitMailTo(clerk);
      expect(mail?.subject).toBe('Acceso a la bandeja de solicitudes');
      const link = passwordLinkIn(mail?.text ?? '');
      await new AuthEmulatorAdmin(e2eEnv('authHost'), E2E_PROJECT_ID).setPasswordWithLink(
        link,
        PASSWORD,
      );

      // The clerk signs in, in a browser of their own.
      const clerkContext = await browser.newContext({
        viewport: { width, height: width === 375 ? 667 : 800 },
      });
      try {
        const clerkPage = await clerkContext.newPage();
        await openStaffPage(clerkPage, e2eEnv('firestoreUrl'));
        await signIn(clerkPage, clerk, PASSWORD);
        await expect(
          clerkPage.getByRole('heading', { level: 1, name: 'Solicitudes' }),
        ).toBeVisible();
        await expect(rows(clerkPage).first()).toBeVisible();

        // The admin takes the access away: the clerk's open inbox closes without a reload.
        await changeByKeyboard(page, card, 'Quitar acceso', 'Acceso quitado: su sesión se cerró.');
        await expect(fact(card, 'Acceso')).toHaveText('Sin acceso');
        await expect(clerkPage.getByRole('alert')).toHaveText(
          'Tu acceso a la bandeja fue retirado. Si crees que es un error, habla con la administración.',
        );
        await expect(rows(clerkPage)).toHaveCount(0);

        // And the account is disabled: signing in again is refused.
        await openStaffPage(clerkPage, e2eEnv('firestoreUrl'));
        await enterPassword(clerkPage, clerk, PASSWORD);
        await expect(clerkPage.getByRole('alert')).toBeVisible();
        await expect(rows(clerkPage)).toHaveCount(0);
      } finally {
        await clerkContext.close();
      }

      // Nobody removes or demotes themselves: one's own card offers no change.
      await expect(teamChanges(own)).toHaveCount(0);
      await expect(own).toContainText(
        'Es tu cuenta: nadie puede quitarse el acceso ni cambiar su propio rol.',
      );
      expect(await axeViolations(page), 'access taken away').toEqual([]);
      // Nor does the server, asked directly as this admin.
      const idToken = await new AuthEmulatorAdmin(e2eEnv('authHost'), E2E_PROJECT_ID).signIn(
        admin.email,
        PASSWORD,
      );
      const asked: TeamRequest[] = [
        { action: 'remove', uid: admin.uid },
        { action: 'change-role', uid: admin.uid, role: 'staff' },
      ];
      for (const data of asked)
        expect(await callTeam(idToken, data), data.action).toEqual({ ok: false, reason: 'self' });
      await expect(fact(own, 'Acceso')).toHaveText('Activo');

      await openSectionByKeyboard(page, 'Auditoría');
      for (const line of [
        `Invitó a ${clerk} al equipo (personal).`,
        `Quitó el acceso de ${clerk}.`,
      ])
        await expect(page.getByText(line)).toBeVisible();
      expect(await axeViolations(page), 'Auditoría').toEqual([]);
    });
  });
}
