import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { e2eEnv } from './support/e2e-env';
import { tabTo } from './support/keyboard';
import { openStaffPage, rows, signInByKeyboard } from './support/staff-page';
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
 * Equipo in demo mode, on the demo accounts, by the keyboard alone on a phone and at a desk: the
 * team's own use cases run in the page's memory, and Auditoría reads what they recorded.
 */
const ADMIN = { email: 'admin@demo.primerpaso.coop', password: 'demo-primer-paso' };
const CLERK = 'personal@demo.primerpaso.coop';

async function openTeamByKeyboard(page: Page) {
  await openStaffPage(page, e2eEnv('demoUrl'));
  await signInByKeyboard(page, ADMIN.email, ADMIN.password);
  await expect(rows(page).first()).toBeVisible();
  await openSectionByKeyboard(page, 'Equipo');
  await expect(memberCard(page, CLERK)).toBeVisible();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 667 : 800 } });

    test('invites by the keyboard, and says clearly why a malformed e-mail or one on the team is refused', async ({
      page,
    }) => {
      await openTeamByKeyboard(page);
      expect(await axeViolations(page), 'Equipo').toEqual([]);
      const email = inviteEmail(page);

      await tabTo(page, email);
      await page.keyboard.type('nueva@cooperativa');
      await page.keyboard.press('Enter');
      await expect(email).toHaveAccessibleDescription(
        'Escribe un correo válido, como nombre@cooperativa.coop.',
      );
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      expect(await axeViolations(page), 'a malformed e-mail').toEqual([]);

      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(CLERK.toUpperCase());
      await page.keyboard.press('Enter');
      await expect(email).toHaveAccessibleDescription(
        'Ese correo ya está en el equipo. Si se le quitó el acceso, usa «Devolver acceso» en su fila.',
      );
      await expect(email).toBeFocused();
      expect(await axeViolations(page), 'an e-mail on the team').toEqual([]);

      const invited = `nueva.${width}@cooperativa.coop`;
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(invited);
      // The roles are one radio group: Tab enters it on 'Personal', an arrow moves the choice.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: 'Personal' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Administración' })).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: 'Invitar', exact: true }));
      await page.keyboard.press('Enter');

      await expect(page.getByRole('form', { name: 'Invitar' }).getByRole('status')).toHaveText(
        `Invitamos a ${invited}: en la demostración no le llega ningún correo; entra con su correo y la contraseña ${ADMIN.password}.`,
      );
      await expect(email).toBeFocused();
      await expect(email).toHaveValue('');
      const card = memberCard(page, invited);
      await expect(fact(card, 'Rol')).toHaveText('Administración');
      await expect(fact(card, 'Último ingreso')).toHaveText('Todavía no entró');
      await expect(fact(card, 'Acceso')).toHaveText('Activo');
      expect(await axeViolations(page), 'a member invited').toEqual([]);

      await openSectionByKeyboard(page, 'Auditoría');
      await expect(page.getByText(`Invitó a ${invited} al equipo (administración).`)).toBeVisible();
    });

    test("changes a role, takes access away and gives it back by the keyboard; an admin's own card offers neither, and each change is in Auditoría", async ({
      page,
    }) => {
      await openTeamByKeyboard(page);
      const own = memberCard(page, ADMIN.email);
      await expect(own.getByRole('heading', { level: 3 })).toHaveText(`${ADMIN.email} (tú)`);
      await expect(teamChanges(own)).toHaveCount(0);
      await expect(own).toContainText(
        'Eres la única persona de administración: antes de dejar el puesto, da el rol de administración a otra persona.',
      );

      const clerk = memberCard(page, CLERK);
      await changeByKeyboard(page, clerk, 'Cambiar rol', 'Rol cambiado.');
      await expect(fact(clerk, 'Rol')).toHaveText('Administración');
      // Another admin now: still no change offered on one's own card.
      await expect(own).toContainText('Otra persona de administración puede hacerlo.');
      await expect(teamChanges(own)).toHaveCount(0);
      expect(await axeViolations(page), 'a role changed').toEqual([]);

      await changeByKeyboard(page, clerk, 'Quitar acceso', 'Acceso quitado: su sesión se cerró.');
      await expect(fact(clerk, 'Acceso')).toHaveText('Sin acceso');
      await expect(clerk.getByRole('button', { name: 'Cambiar rol' })).toHaveCount(0);
      expect(await axeViolations(page), 'access taken away').toEqual([]);

      await changeByKeyboard(page, clerk, 'Devolver acceso', 'Acceso devuelto.');
      await expect(fact(clerk, 'Acceso')).toHaveText('Activo');
      await expect(fact(clerk, 'Rol')).toHaveText('Administración');

      await openSectionByKeyboard(page, 'Auditoría');
      for (const line of [
        `Cambió el rol de ${CLERK} a administración.`,
        `Quitó el acceso de ${CLERK}.`,
        `Devolvió el acceso a ${CLERK} (administración).`,
      ])
        await expect(page.getByText(line)).toBeVisible();
      expect(await axeViolations(page), 'Auditoría').toEqual([]);
    });
  });
}
