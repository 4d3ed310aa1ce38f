import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { ADMIN } from '../../support/staff-fixtures';

const RECORDS = [
  applicationRecord('SOL1000', hoursAgo(1), { stage: 'cerrada', closeReason: 'spam' }),
  applicationRecord('SOL2000', hoursAgo(2), { stage: 'cerrada', closeReason: 'spam' }),
  applicationRecord('SOL3000', hoursAgo(3), { stage: 'cerrada', closeReason: 'desistio' }),
  applicationRecord('SOL4000', hoursAgo(4)),
];

async function openSpam(email?: string) {
  const page = await renderStaffPage({ records: RECORDS });
  await openInbox(page.user, email);
  await screen.findByRole('table');
  await page.user.click(screen.getByRole('button', { name: 'Spam' }));
  await screen.findByText('SOL2000');
  return page;
}

const listedIds = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('link')
    .map((button) => button.textContent);

describe('removing spam', () => {
  it('is not offered to staff who are not admins', async () => {
    await openSpam();
    expect(listedIds()).toEqual(['SOL1000', 'SOL2000']);
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it('asks once, naming how many and which, then deletes them and frees their numbers', async () => {
    const { user, inbox, auditLog } = await openSpam(ADMIN.email);
    await user.click(
      screen.getByRole('button', { name: 'Eliminar las 2 solicitudes de spam mostradas' }),
    );
    expect(
      screen.getByText(/Se eliminarán para siempre 2 solicitudes marcadas como spam/),
    ).toHaveTextContent('con su historial: SOL1000, SOL2000. Sus números quedan libres');

    await user.click(screen.getByRole('button', { name: 'Sí, eliminar 2 solicitudes' }));

    expect(
      await screen.findByText('Se eliminaron 2 solicitudes de spam; sus números quedan libres.'),
    ).toHaveRole('status');
    expect(await screen.findByText('No hay solicitudes en «Spam».')).toBeInTheDocument();
    expect(inbox.store.records.has('SOL1000')).toBe(false);
    expect(inbox.store.isTaken('SOL1000')).toBe(false);
    expect(inbox.store.records.has('SOL3000')).toBe(true);
    const { records } = await auditLog.page(null, 5);
    expect(
      records.map((record) => ['numbers' in record ? record.numbers : [], record.by.email]),
    ).toEqual([[['SOL1000', 'SOL2000'], ADMIN.email]]);
  });

  it('removes nothing when the admin cancels', async () => {
    const { user, inbox } = await openSpam(ADMIN.email);
    await user.click(
      screen.getByRole('button', { name: 'Eliminar las 2 solicitudes de spam mostradas' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(listedIds()).toEqual(['SOL1000', 'SOL2000']);
    expect(inbox.store.records.has('SOL1000')).toBe(true);
  });

  it('shows the removal in the audit log, to admins, with who, when and which numbers', async () => {
    const { user } = await openSpam(ADMIN.email);
    await user.click(
      screen.getByRole('button', { name: 'Eliminar las 2 solicitudes de spam mostradas' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sí, eliminar 2 solicitudes' }));
    await screen.findByText(/Se eliminaron 2 solicitudes/);

    await user.click(screen.getByRole('button', { name: 'Auditoría' }));

    const log = await screen.findByRole('list', { name: /Registro/ });
    expect(within(log).getByText('Eliminó 2 solicitudes de spam: SOL1000, SOL2000.')).toBeVisible();
    expect(within(log).getByText(/admin@coop\.test/)).toHaveTextContent('14/03/2026');
  });

  it('keeps the audit log from staff who are not admins', async () => {
    const { user } = await renderStaffPage({ records: RECORDS });
    await openInbox(user);
    expect(screen.queryByRole('button', { name: 'Auditoría' })).not.toBeInTheDocument();
  });
});
