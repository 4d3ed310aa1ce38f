import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../../../src/applications/domain/application-record';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';

const SAME_DUI = { dui: '01234567-8' };
const earlier = applicationRecord('SOL6422', hoursAgo(24 * 200), {
  stage: 'cerrada',
  closeReason: 'no-se-presento',
  ...SAME_DUI,
});
const repeat: ApplicationRecord = {
  ...applicationRecord('SOL7001', hoursAgo(2), SAME_DUI),
  previousApplication: 'SOL6422',
};

describe('a repeat applicant', () => {
  it('shows their earlier application and how it ended, in the list and in the detail', async () => {
    const { user } = await renderStaffPage({ records: [earlier, repeat] });
    await openInbox(user);

    const row = (await screen.findByRole('link', { name: 'SOL7001' })).closest('tr')!;
    expect(
      await within(row).findByText('Solicitud anterior: SOL6422, Cerrada: no se presentó.'),
    ).toBeVisible();

    await user.click(within(row).getByRole('link', { name: 'SOL7001' }));
    await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL7001' });
    expect(
      screen.getAllByText('Solicitud anterior: SOL6422, Cerrada: no se presentó.').length,
    ).toBeGreaterThan(0);
  });

  it('says when the earlier application is no longer stored', async () => {
    const { user } = await renderStaffPage({ records: [repeat] });
    await openInbox(user);
    expect(
      await screen.findByText('Solicitud anterior: SOL6422, ya no está guardada.'),
    ).toBeVisible();
  });

  it('shows nothing of the kind for a first application', async () => {
    const { user } = await renderStaffPage({ records: [earlier] });
    await openInbox(user);
    await user.click(screen.getByRole('button', { name: 'Todas' }));
    await screen.findByRole('link', { name: 'SOL6422' });
    expect(screen.queryByText(/Solicitud anterior/)).toBeNull();
  });
});
