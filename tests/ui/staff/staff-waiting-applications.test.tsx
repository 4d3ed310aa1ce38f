import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import type { Checklist } from '../../../src/applications/domain/requirements/checklist';
import type { Stage } from '../../../src/applications/domain/workflow/stage';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { CLERK } from '../../support/staff-fixtures';

const daysAgo = (days: number) => hoursAgo(24 * days);

/** Sent `sentDaysAgo` days ago; its last move or tick `progressDaysAgo` days ago. */
const sent = (
  id: ApplicationId,
  sentDaysAgo: number,
  stage: Stage,
  progressDaysAgo: number | null,
  checklist: Checklist = {},
) => ({
  ...applicationRecord(id, daysAgo(sentDaysAgo), {
    stage,
    progressAt: progressDaysAgo === null ? null : daysAgo(progressDaysAgo),
  }),
  checklist,
});

const EVERYTHING: Checklist = {
  'copia-dui': true,
  'copia-nit': true,
  'recibo-agua': true,
  cuota: 'A-00123',
  charla: true,
};

const RECORDS = [
  // En trámite, things missing, no progress for 20 and 34 days: waiting on the applicant.
  sent('SOL1000', 40, 'en-tramite', 20, { 'copia-dui': true }),
  sent('SOL2000', 50, 'en-tramite', 34),
  // Ticked 5 days ago: moving.
  sent('SOL3000', 30, 'en-tramite', 5),
  // Everything met, untouched for 20 days: waits on the office, not on the applicant.
  sent('SOL4000', 25, 'en-tramite', 20, EVERYTHING),
  // Nueva since 34 days ago, nobody took it.
  sent('SOL5000', 34, 'nueva', null),
  sent('SOL6000', 3, 'nueva', null),
  // A member long ago: nothing left to do, never stale.
  sent('SOL7000', 400, 'asociada', 380, EVERYTHING),
];

const rowOf = (id: string) => screen.getByRole('link', { name: id }).closest('tr') as HTMLElement;

/** The SOL numbers in the table, top to bottom. */
const listedIds = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('link')
    .map((button) => button.textContent);

describe('Esperando al solicitante', () => {
  it('comes right after En trámite and lists, longest waiting first, what waits on the applicant, saying what it lists', async () => {
    const { user } = await renderStaffPage({ records: RECORDS });
    await openInbox(user);
    await screen.findByRole('table');
    const filters = within(screen.getByRole('group', { name: 'Mostrar solicitudes' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(filters.indexOf('Esperando al solicitante')).toBe(filters.indexOf('En trámite') + 1);

    await user.click(screen.getByRole('button', { name: 'Esperando al solicitante' }));
    await screen.findByRole('link', { name: 'SOL2000' });
    expect(listedIds()).toEqual(['SOL2000', 'SOL1000']);
    expect(
      screen.getByText(
        'En trámite, con requisitos pendientes y sin ningún avance (requisito marcado o cambio de etapa) en más de 14 días: conviene llamar al solicitante. Primero las que más esperan.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', {
        name: 'Solicitudes: Esperando al solicitante, primero las que más esperan',
      }),
    ).toBeInTheDocument();
  });

  it('lets go of an application as soon as something is ticked on it', async () => {
    const { user, inbox } = await renderStaffPage({ records: RECORDS });
    await openInbox(user);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Esperando al solicitante' }));
    await screen.findByRole('link', { name: 'SOL2000' });

    await act(() =>
      inbox.recordRequirement('SOL2000', { item: 'charla', met: true, receipt: null }, CLERK),
    );

    await waitFor(() => expect(listedIds()).toEqual(['SOL1000']));
  });
});

describe("the list's ages and stale applications", () => {
  it("shows each application's age: hoy, ayer, hace 3 días, hace 1 mes", async () => {
    const { user } = await renderStaffPage({
      records: [
        applicationRecord('SOL1000', hoursAgo(2)),
        applicationRecord('SOL2000', hoursAgo(20)),
        applicationRecord('SOL3000', daysAgo(3)),
        applicationRecord('SOL4000', daysAgo(34)),
      ],
    });
    await openInbox(user);
    await screen.findByRole('table');
    const ages = ['SOL1000', 'SOL2000', 'SOL3000', 'SOL4000'].map(
      (id) => within(rowOf(id)).getAllByRole('cell')[4]?.textContent,
    );
    expect(ages).toEqual(['hoy', 'ayer', 'hace 3 días', 'hace 1 mes']);
    expect(screen.getByRole('columnheader', { name: 'Antigüedad' })).toBeInTheDocument();
  });

  it('marks in words, in the row itself, every open application without progress in 30 days, and no other', async () => {
    const { user } = await renderStaffPage({ records: RECORDS });
    await openInbox(user);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Todas' }));
    await screen.findByRole('link', { name: 'SOL7000' });

    // What a screen reader reads in the row's stage cell: the stage, then the mark.
    const stageCell = (id: string) => within(rowOf(id)).getAllByRole('cell').at(-1)?.textContent;
    expect(stageCell('SOL2000')).toBe('En trámite. ⚠ Sin avance en 34 días');
    expect(within(rowOf('SOL2000')).getByText('Sin avance en 34 días')).toBeVisible();
    expect(stageCell('SOL5000')).toBe('Nueva. ⚠ Sin avance en 34 días');
    for (const id of ['SOL1000', 'SOL3000', 'SOL4000', 'SOL6000', 'SOL7000'])
      expect(within(rowOf(id)).queryByText(/Sin avance/), id).toBeNull();
    // The sign is for the eye; the words say it.
    expect(within(rowOf('SOL2000')).getByText('⚠', { exact: false })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(rowOf('SOL2000')).toHaveClass('inbox-table__row--stale');
    expect(rowOf('SOL1000')).not.toHaveClass('inbox-table__row--stale');
    expect(
      screen.getByText(
        '«Sin avance» marca las solicitudes abiertas (nuevas, en trámite o en revisión) sin ningún avance en 30 días o más.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of stale applications under a list that has none', async () => {
    const { user } = await renderStaffPage({ records: RECORDS });
    await openInbox(user);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Asociadas' }));
    await screen.findByRole('link', { name: 'SOL7000' });
    expect(screen.queryByText(/«Sin avance» marca/)).not.toBeInTheDocument();
  });
});
