import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import {
  applicationRecord,
  hourlyRecords,
  hoursAgo,
} from '../../support/application-record-fixtures';

const unopened = applicationRecord('SOL7001', hoursAgo(2), { first_name: 'Rosa' });
const opened = applicationRecord('SOL7002', hoursAgo(3), { openedAt: hoursAgo(1) });

const rowOf = async (id: string) => (await screen.findByRole('link', { name: id })).closest('tr')!;

describe("a new arrival's mark", () => {
  it('says Sin abrir in the list until someone opens the detail, then is gone', async () => {
    const { user, inbox } = await renderStaffPage({ records: [unopened, opened] });
    await openInbox(user);

    expect(within(await rowOf('SOL7001')).getByText(/Sin abrir/)).toBeVisible();
    expect(within(await rowOf('SOL7002')).queryByText(/Sin abrir/)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'SOL7001' }));
    await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL7001' });
    await waitFor(() => expect(inbox.store.records.get('SOL7001')?.openedAt).not.toBeNull());
    await user.click(screen.getByRole('button', { name: /Volver a la lista/ }));

    await rowOf('SOL7001');
    expect(screen.queryByText(/Sin abrir/)).toBeNull();
  });

  it('goes from an open list as another member opens it', async () => {
    const { user, inbox } = await renderStaffPage({ records: [unopened] });
    await openInbox(user);
    await within(await rowOf('SOL7001')).findByText(/Sin abrir/);

    await inbox.markOpened('SOL7001');

    await waitFor(() => expect(screen.queryByText(/Sin abrir/)).toBeNull());
  });

  it('shows in search results too', async () => {
    const { user } = await renderStaffPage({ records: [unopened] });
    await openInbox(user);
    await user.type(screen.getByRole('searchbox'), 'SOL7001');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await screen.findByRole('table', { name: /Resultados de la búsqueda/ });
    expect(within(await rowOf('SOL7001')).getByText(/Sin abrir/)).toBeVisible();
  });

  it('does not stop the detail when the stamp fails, and is not asked again as it changes', async () => {
    const { user, inbox } = await renderStaffPage({ records: [unopened] });
    let asked = 0;
    inbox.markOpened = async () => {
      asked += 1;
      throw new Error('sin conexión');
    };
    await openInbox(user);

    await user.click(await screen.findByRole('link', { name: 'SOL7001' }));
    await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL7001' });
    const detail = screen.getByRole('article', { name: 'Solicitud SOL7001' });
    expect((await within(detail).findAllByText(/^Rosa /))[0]).toBeVisible();
    // The live detail changes (a move): the stamp is not asked for again.
    await user.click(screen.getByRole('button', { name: 'Pasar a En trámite' }));
    await waitFor(() => expect(inbox.store.records.get('SOL7001')?.progressAt).not.toBeNull());

    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("goes from a page read with 'Cargar más' too, which is not live", async () => {
    const { user } = await renderStaffPage({ records: hourlyRecords(35) });
    await openInbox(user);
    await user.click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(within(await rowOf('SOL1033')).getByText(/Sin abrir/)).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'SOL1033' }));
    await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL1033' });
    await user.click(screen.getByRole('button', { name: /Volver a la lista/ }));

    await waitFor(async () =>
      expect(within(await rowOf('SOL1033')).queryByText(/Sin abrir/)).toBeNull(),
    );
    expect(within(await rowOf('SOL1034')).getByText(/Sin abrir/)).toBeVisible();
  });
});
