import type { Page, Response } from '@playwright/test';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { PASSKEYS_PATH } from '../../src/passkeys/domain/passkey-service';
import { AuthEmulatorAdmin } from '../emulator/support/auth-emulator-admin';
import { axeViolations } from './support/axe';
import { E2E_PROJECT_ID, e2eEnv } from './support/e2e-env';
import {
  authenticatorOf,
  enrollHeading,
  passPasskeyStep,
  verifyHeading,
} from './support/passkey-step';
import { account, PASSWORD, signedIn } from './support/staff-accounts';
import { emailField, enterPassword, openStaffPage, rows, signIn } from './support/staff-page';
import { memberCard, sections } from './support/team-page';
import { mailTo, passwordLinkIn } from './support/sent-mail';
import { expect, test } from './support/test';

/**
 * The passkey after the password (issue 38), on the emulators with Chromium's virtual
 * authenticator: the first sign-in creates the key, later ones use it; a session opened with the
 * password alone reads no application (the rules); a key taken away no longer opens the inbox.
 */

// Exact: the sign-in page's own heading is «Bandeja de solicitudes».
const inbox = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Solicitudes', exact: true });
const NEW_PASSWORD = 'otra-clave-larga-2';
const authAdmin = () => new AuthEmulatorAdmin(e2eEnv('authHost'), E2E_PROJECT_ID);

/** One application read straight from Firestore with a session's ID token: its HTTP status. */
async function readApplicationWith(idToken: string): Promise<number> {
  const url = `http://${e2eEnv('emulatorHost')}/v1/projects/${E2E_PROJECT_ID}/databases/(default)/documents/${APPLICATIONS_COLLECTION}/SOL1000`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } });
  return response.status;
}

/** The passkeys function's answer to one action of the page's. */
const passkeysCall = (action: string) => (response: Response) =>
  new URL(response.url()).pathname === PASSKEYS_PATH &&
  (response.request().postDataJSON() as { data?: { action?: string } } | null)?.data?.action ===
    action;

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(emailField(page)).toBeVisible();
}

async function openEquipo(page: Page) {
  await sections(page).getByRole('button', { name: 'Equipo', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 667 : 800 } });

    test('the first password sign-in creates a passkey, the next uses it; the password alone reads no application', async ({
      page,
    }) => {
      const member = await account('staff');
      await openStaffPage(page, e2eEnv('firestoreUrl'));
      await enterPassword(page, member.email, PASSWORD);
      await expect(enrollHeading(page)).toBeFocused();
      await expect(inbox(page)).toHaveCount(0);
      expect(await axeViolations(page), 'creating the first key').toEqual([]);

      // The session the password opened, used straight against Firestore: the rules refuse it.
      const passwordOnly = await authAdmin().signIn(member.email, PASSWORD);
      expect(await readApplicationWith(passwordOnly), 'a password-only session').toBe(403);

      const enrolled = page.waitForResponse(passkeysCall('enroll'));
      await passPasskeyStep(page, { keyName: 'Computadora de pruebas' });
      await expect(inbox(page)).toBeVisible();
      expect(await (await authenticatorOf(page)).credentials()).toHaveLength(1);
      // The session the server minted after the passkey: the same read is allowed.
      const { result } = (await (await enrolled).json()) as { result: { data: { token: string } } };
      const withPasskey = await authAdmin().signInWithCustomToken(result.data.token);
      expect(await readApplicationWith(withPasskey), 'a passkey session').not.toBe(403);

      await signOut(page);
      await enterPassword(page, member.email, PASSWORD);
      await expect(verifyHeading(page)).toBeFocused();
      await expect(inbox(page)).toHaveCount(0);
      expect(await axeViolations(page), 'using the key').toEqual([]);
      await passPasskeyStep(page);
      await expect(inbox(page)).toBeVisible();
      expect(await (await authenticatorOf(page)).credentials()).toHaveLength(1);
    });

    test('a key its owner removed in Equipo no longer signs them in, though the authenticator still holds it', async ({
      page,
    }) => {
      const member = await signedIn(page, 'admin');
      const authenticator = await authenticatorOf(page);
      const [removed] = await authenticator.credentials();
      if (!removed) throw new Error('The first sign-in created no credential');

      // A second key, on "another device": this authenticator forgets the first while it is made.
      await authenticator.removeCredential(removed.credentialId);
      await openEquipo(page);
      const own = memberCard(page, member.email);
      await own.getByLabel('Nombre de la llave nueva').fill('Teléfono de pruebas');
      await own.getByRole('button', { name: 'Añadir la llave' }).click();
      // Listed once stored (the short-lived 'Llave añadida.' may already be gone).
      await expect(own.getByRole('button', { name: 'Quitar «Teléfono de pruebas»' })).toBeVisible();
      expect(await authenticator.credentials()).toHaveLength(1);
      expect(await axeViolations(page), 'Mis llaves, a key added').toEqual([]);

      await own.getByRole('button', { name: 'Quitar «Computadora de pruebas»' }).click();
      await own.getByRole('button', { name: 'Sí, quitar esta llave' }).click();
      await expect(own.getByRole('button', { name: /Computadora de pruebas/ })).toHaveCount(0);
      await expect(own.getByRole('button', { name: 'Quitar «Teléfono de pruebas»' })).toBeVisible();

      // The authenticator holds the removed key (and only it), and offers it whatever the server
      // lists: an attacker's browser need not follow the server's list of allowed keys.
      for (const held of await authenticator.credentials())
        await authenticator.removeCredential(held.credentialId);
      await authenticator.addCredential(removed);
      await page.route(`**${PASSKEYS_PATH}`, async (route) => {
        const asked = route.request().postDataJSON() as { data?: { action?: string } } | null;
        if (asked?.data?.action !== 'sign-in-options') return route.continue();
        const answer = await route.fetch();
        const body = (await answer.json()) as { result: { data: Record<string, unknown> } };
        delete body.result.data.allowCredentials;
        await route.fulfill({ response: answer, json: body });
      });

      await signOut(page);
      await enterPassword(page, member.email, PASSWORD);
      await expect(verifyHeading(page)).toBeVisible();
      const refused = page.waitForResponse(passkeysCall('sign-in'));
      await passPasskeyStep(page);
      await refused;
      await expect(page.getByRole('alert')).toHaveText(
        'Esa llave de acceso no es una de las tuyas o ya fue quitada. Usa otra de tus llaves o pide ayuda a la administración.',
      );
      await expect(inbox(page)).toHaveCount(0);
      expect((await authenticator.credentials()).map((held) => held.credentialId)).toEqual([
        removed.credentialId,
      ]);
      expect(await axeViolations(page), 'a removed key refused').toEqual([]);
    });

    test('a member whose keys an admin takes away loses the open inbox at once, and next time creates a key again', async ({
      page,
      browser,
    }) => {
      await signedIn(page, 'admin');
      const member = await account('staff');
      const memberContext = await browser.newContext({
        viewport: { width, height: width === 375 ? 667 : 800 },
      });
      try {
        const memberPage = await memberContext.newPage();
        await openStaffPage(memberPage, e2eEnv('firestoreUrl'));
        await signIn(memberPage, member.email, PASSWORD);
        await expect(inbox(memberPage)).toBeVisible();

        await openEquipo(page);
        const card = memberCard(page, member.email);
        await card.getByRole('button', { name: 'Quitar sus llaves' }).click();
        await card.getByRole('button', { name: 'Sí, quitar sus llaves' }).click();
        await expect(
          card.getByText('Llaves quitadas: sus sesiones abiertas se cerraron.'),
        ).toBeVisible();
        expect(await axeViolations(page), "Equipo, a member's keys taken away").toEqual([]);

        // The member's open page, untouched: its inbox goes without a reload, saying why.
        await expect(memberPage.getByText('Tu acceso cambió', { exact: false })).toBeVisible();
        await expect(inbox(memberPage)).toHaveCount(0);
        await expect(rows(memberPage)).toHaveCount(0);
        expect(await axeViolations(memberPage), 'signed out: access changed').toEqual([]);

        // Left with no key, their password was replaced (it may have gone with the phone): the
        // old one opens nothing, and the e-mail's link sets a new one.
        await enterPassword(memberPage, member.email, PASSWORD);
        await expect(
          memberPage.getByRole('alert').filter({ hasText: 'La contraseña no es correcta.' }),
        ).toBeVisible();
        await expect(enrollHeading(memberPage)).toHaveCount(0);
        const subject = 'Te quitaron las llaves de acceso a la bandeja de solicitudes';
        await expect
          .poll(async () => (await mailTo(member.email)).filter((m) => m.subject === subject))
          .toHaveLength(1);
        const [mail] = (await mailTo(member.email)).filter((m) => m.subject === subject);
        await authAdmin().setPasswordWithLink(passwordLinkIn(mail?.text ?? ''), NEW_PASSWORD);

        await openStaffPage(memberPage, e2eEnv('firestoreUrl'));
        await enterPassword(memberPage, member.email, NEW_PASSWORD);
        await expect(enrollHeading(memberPage)).toBeVisible();
      } finally {
        await memberContext.close();
      }
    });
  });
}
