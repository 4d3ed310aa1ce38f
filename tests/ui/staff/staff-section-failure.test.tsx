import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamChange } from '../../../src/audit/domain/audit-record';
import { catchPageFailure, failureHeading, reloadButton } from '../../support/page-failure';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { ADMIN, CLERK } from '../../support/staff-fixtures';

afterEach(() => vi.unstubAllGlobals());

const sectionButton = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Secciones' })).getByRole('button', { name });

describe('a staff section that fails to render', () => {
  it('shows the message in its own place, and the rest of the page keeps working', async () => {
    const failure = catchPageFailure();
    const { user, auditLog } = await renderStaffPage({
      records: [applicationRecord('SOL1000', hoursAgo(1))],
    });
    // A record of a team change this version of the page has no words for (one a newer server
    // wrote, say): describing it throws while Auditoría renders.
    auditLog.append(
      {
        kind: 'cambio-en-el-equipo',
        change: 'suspension' as TeamChange,
        member: CLERK,
        role: 'staff',
      },
      ADMIN,
    );
    await openInbox(user, ADMIN.email);

    await user.click(sectionButton('Auditoría'));

    const heading = await failureHeading();
    expect(screen.getByRole('alert')).toContainElement(heading);
    expect(heading).toHaveFocus();
    expect(reloadButton()).toBeInTheDocument();
    expect(failure.logged()).toContain('TypeError');

    // The other sections are still there, and work.
    await user.click(sectionButton('Charlas'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Charlas informativas' }),
    ).toBeInTheDocument();
    await user.click(sectionButton('Auditoría'));
    await user.click(await screen.findByRole('button', { name: 'Volver a las solicitudes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitudes' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'SOL1000' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL1000' }),
    ).toBeInTheDocument();
  });

  it("leaves the list and the other applications working when one application's detail fails", async () => {
    catchPageFailure();
    // A stored application without a phone (one damaged in storage): its detail's call link
    // throws while rendering; the list shows the rest of it.
    const damaged = { ...applicationRecord('SOL1000', hoursAgo(1)), phone: null as never };
    const { user } = await renderStaffPage({
      records: [damaged, applicationRecord('SOL1001', hoursAgo(2))],
    });
    await openInbox(user);

    await user.click(await screen.findByRole('link', { name: 'SOL1000' }));

    const heading = await failureHeading();
    expect(heading).toHaveFocus();
    expect(sectionButton('Charlas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a la lista' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitudes' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'SOL1001' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL1001' }),
    ).toBeInTheDocument();
  });
});
