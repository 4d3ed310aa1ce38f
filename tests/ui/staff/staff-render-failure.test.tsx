import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationRecord } from '../../../src/applications/domain/application-record';
import { catchPageFailure } from '../../support/page-failure';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';

// An application's detail breaks while rendering, and quotes the applicant's data in its error.
vi.mock('../../../src/inbox/ui/application-detail/applicant-fields', () => ({
  ApplicantFields: ({ application }: { application: ApplicationRecord }) => {
    const { dui, email, phone } = application;
    throw new RangeError(`Sin formato: DUI ${dui} correo ${email} teléfono ${phone}`);
  },
}));

afterEach(() => vi.unstubAllGlobals());

describe('a staff page that fails to render', () => {
  it('shows a message and a reload button in its place, and logs no personal data', async () => {
    const failure = catchPageFailure();
    const application = applicationRecord('SOL1000', hoursAgo(1));
    const { user } = await renderStaffPage({ records: [application] });
    await openInbox(user);

    await user.click(await screen.findByRole('link', { name: 'SOL1000' }));

    await failure.expectShownInPlace(user);
    expect(screen.queryByRole('heading', { name: 'Solicitudes' })).not.toBeInTheDocument();

    const logged = failure.logged();
    expect(logged).toContain('RangeError');
    expect(logged).toContain('DUI [redactado] correo [redactado] teléfono [redactado]');
    const { dui, email, phone, first_name } = application;
    for (const value of [dui, email, phone, first_name]) expect(logged).not.toContain(value);
  });
});
