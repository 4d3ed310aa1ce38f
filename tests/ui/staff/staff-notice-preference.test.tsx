import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MalformedDocumentError } from '../../../src/shared/domain/storage-errors';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { ADMIN, CLERK } from '../../support/staff-fixtures';

const LABEL = 'Avisos por correo';
const EACH = 'Uno por cada solicitud nueva';
const DIGEST = 'Un resumen al día';
const NONE = 'Ninguno';
const choice = () => screen.getByRole('combobox', { name: LABEL });
const selected = () =>
  within(choice())
    .getAllByRole<HTMLOptionElement>('option')
    .find((option) => option.selected)?.textContent;
const saved = () => waitFor(() => expect(choice()).toHaveAttribute('aria-busy', 'false'));

/** Signs in and waits until the member's saved choice is shown. */
async function signedIn(email = CLERK.email) {
  const page = await renderStaffPage();
  await openInbox(page.user, email);
  expect(await screen.findByRole('combobox', { name: LABEL })).toBeEnabled();
  return page;
}

describe("a member's choice of e-mail about new applications", () => {
  it('offers the three choices, none until the member picks one, and keeps it for them alone', async () => {
    const { user, access } = await signedIn();
    expect(
      within(choice())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([EACH, DIGEST, NONE]);
    expect(selected()).toBe(NONE);

    await user.selectOptions(choice(), DIGEST);
    await saved();
    expect(selected()).toBe(DIGEST);
    expect(await access.preferenceOf(CLERK.uid)).toBe('resumen-diario');
    expect(await access.preferenceOf(ADMIN.uid)).toBe('ninguno');

    await user.selectOptions(choice(), EACH);
    await saved();
    expect(selected()).toBe(EACH);
    expect(await access.preferenceOf(CLERK.uid)).toBe('cada-solicitud');
  });

  it('stays enabled and focused while it saves, marked busy, showing the choice being saved', async () => {
    const { user, access } = await signedIn();
    let finish = () => {};
    const choose = access.choose.bind(access);
    vi.spyOn(access, 'choose').mockImplementationOnce(
      (uid, preference) =>
        new Promise<void>((resolve) => {
          finish = () => void choose(uid, preference).then(resolve);
        }),
    );

    choice().focus();
    await user.selectOptions(choice(), DIGEST);
    await waitFor(() => expect(choice()).toHaveAttribute('aria-busy', 'true'));
    expect(choice()).toBeEnabled();
    expect(choice()).toHaveFocus();
    expect(selected()).toBe(DIGEST);

    finish();
    await saved();
    expect(choice()).toHaveFocus();
    expect(selected()).toBe(DIGEST);
    expect(await access.preferenceOf(CLERK.uid)).toBe('resumen-diario');
  });

  it('shows the choice the member saved earlier', async () => {
    const page = await renderStaffPage();
    await page.access.choose(CLERK.uid, 'resumen-diario');
    await openInbox(page.user);
    expect(await screen.findByRole('combobox', { name: LABEL })).toBeEnabled();
    expect(selected()).toBe(DIGEST);
  });

  it('goes back to the saved choice, and says why, when the change cannot be saved', async () => {
    const { user, access } = await signedIn();
    vi.spyOn(access, 'choose').mockRejectedValueOnce(new Error('offline'));

    await user.selectOptions(choice(), DIGEST);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos guardar tu preferencia de correos: sigue como estaba. Revisa tu conexión e intenta de nuevo.',
    );
    expect(selected()).toBe(NONE);
    expect(await access.preferenceOf(CLERK.uid)).toBe('ninguno');

    await user.selectOptions(choice(), DIGEST);
    await saved();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(selected()).toBe(DIGEST);
    expect(await access.preferenceOf(CLERK.uid)).toBe('resumen-diario');
  });

  it('cannot be changed, and says so, when the saved choice cannot be read', async () => {
    const page = await renderStaffPage();
    vi.spyOn(page.access, 'preferenceOf').mockRejectedValue(
      new MalformedDocumentError(`Staff/${CLERK.uid}`, 'notices', 'should be one of …'),
    );
    await openInbox(page.user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Hay datos dañados en Staff/${CLERK.uid} (campo «notices»)`,
    );
    expect(choice()).toBeDisabled();
    expect(within(choice()).queryByRole('option', { name: NONE, selected: true })).toBeNull();
  });
});
