import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../../../src/applications/domain/application-record';
import type { Checklist } from '../../../src/applications/domain/requirements/checklist';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { ADMIN, CLERK } from '../../support/staff-fixtures';

const COMPLETE: Checklist = {
  'copia-dui': true,
  'copia-nit': true,
  'recibo-agua': true,
  cuota: 'A-00123',
  charla: true,
};

const inTramite = (checklist: Checklist = {}): ApplicationRecord => ({
  ...applicationRecord('SOL1000', hoursAgo(30), { stage: 'en-tramite' }),
  checklist,
});

async function openDetail(user: UserEvent, email = CLERK.email) {
  await openInbox(user, email);
  await user.click(await screen.findByRole('button', { name: 'Todas' }));
  await user.click(await screen.findByRole('link', { name: 'SOL1000' }));
  await screen.findByRole('heading', { level: 2, name: 'Acciones' });
}

const requirements = () => within(screen.getByRole('region', { name: 'Requisitos' }));
const actions = () => within(screen.getByRole('region', { name: 'Acciones' }));
const history = () => within(screen.getByRole('region', { name: 'Historial' }));

describe('the requirements checklist', () => {
  it('lists what the applicant must bring, and records each tick with who and when', async () => {
    const { user } = await renderStaffPage({ records: [inTramite()] });
    await openDetail(user);

    expect(
      requirements()
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual([
      'Copia del DUI ampliada al 150 %',
      'Copia del NIT ampliada al 150 %',
      'Recibo de agua reciente',
      'Charla informativa',
    ]);
    await user.click(
      requirements().getByRole('checkbox', { name: 'Copia del DUI ampliada al 150 %' }),
    );

    expect(
      await history().findByText('Requisito cumplido: «Copia del DUI ampliada al 150 %».'),
    ).toBeInTheDocument();
    expect(
      requirements().getByRole('checkbox', { name: 'Copia del DUI ampliada al 150 %' }),
    ).toBeChecked();
    expect(requirements().getByText(/^Falta: /)).not.toHaveTextContent('copia del DUI');
  });

  it('takes the fee only with the cash receipt number, and says what is wrong keeping what was typed', async () => {
    const { user } = await renderStaffPage({ records: [inTramite()] });
    await openDetail(user);
    const receipt = requirements().getByLabelText(/número del recibo de caja/);

    await user.click(requirements().getByRole('button', { name: 'Marcar cuota pagada' }));
    expect(requirements().getByRole('alert')).toHaveTextContent(
      'Escribe el número del recibo de caja.',
    );
    await user.type(receipt, 'A-'.repeat(16));
    await user.click(requirements().getByRole('button', { name: 'Marcar cuota pagada' }));
    expect(requirements().getByRole('alert')).toHaveTextContent('como máximo 30 caracteres');
    expect(receipt).toHaveValue('A-'.repeat(16));

    await user.clear(receipt);
    await user.type(receipt, 'A-00123');
    await user.click(requirements().getByRole('button', { name: 'Marcar cuota pagada' }));
    expect(
      await history().findByText(
        'Requisito cumplido: «Cuota de $15.00 pagada», recibo n.º A-00123.',
      ),
    ).toBeInTheDocument();
    expect(
      requirements().getByRole('checkbox', { name: 'Cuota de $15.00 pagada, recibo n.º A-00123' }),
    ).toBeChecked();
  });

  it('does not offer Asociada to a clerk while something is missing, and says what once, under the requirements', async () => {
    const { user } = await renderStaffPage({ records: [inTramite({ 'copia-nit': true })] });
    await openDetail(user);
    expect(actions().queryByRole('button', { name: /Asociada/ })).not.toBeInTheDocument();
    expect(actions().getByText(/^Para marcarla como Asociada/)).toHaveTextContent(
      'Para marcarla como Asociada, primero marca todos los requisitos.',
    );
    // The initials as written ('DUI'), the sentence's first letter small, and said once.
    expect(requirements().getByText(/^Falta: /)).toHaveTextContent(
      'Falta: copia del DUI ampliada al 150 %; recibo de agua reciente; cuota de $15.00 pagada; charla informativa.',
    );
    expect(screen.getAllByText(/Falta: /)).toHaveLength(1);
  });

  it("says 'Listo' for a move to En trámite only until the next requirement is ticked", async () => {
    const { user } = await renderStaffPage({
      records: [applicationRecord('SOL1000', hoursAgo(30))],
    });
    await openDetail(user);
    await user.click(actions().getByRole('button', { name: 'Pasar a En trámite' }));
    const done = 'Listo: la solicitud SOL1000 pasó a En trámite.';
    expect(await actions().findByText(done)).toBeInTheDocument();

    await user.click(
      await requirements().findByRole('checkbox', { name: 'Copia del DUI ampliada al 150 %' }),
    );
    expect(
      await history().findByText('Requisito cumplido: «Copia del DUI ampliada al 150 %».'),
    ).toBeInTheDocument();
    expect(actions().queryByText(done)).not.toBeInTheDocument();
  });

  it('marks Asociada once everything is met, after a confirmation', async () => {
    const { user, inbox } = await renderStaffPage({ records: [inTramite(COMPLETE)] });
    await openDetail(user);
    await user.click(actions().getByRole('button', { name: 'Marcar como Asociada' }));
    expect(inbox.store.records.get('SOL1000')?.isAssociated).toBe(false);
    await user.click(actions().getByRole('button', { name: 'Sí, marcar como Asociada' }));

    expect(await history().findByText('Pasó de En trámite a Asociada.')).toBeInTheDocument();
    expect(inbox.store.records.get('SOL1000')?.isAssociated).toBe(true);
  });

  it('lets an admin mark Asociada what misses a requirement, with a written reason kept in the history', async () => {
    const { user } = await renderStaffPage({ records: [inTramite({ 'copia-dui': true })] });
    await openDetail(user, ADMIN.email);
    await user.click(
      actions().getByRole('button', { name: 'Asociar sin completar los requisitos' }),
    );
    await user.click(actions().getByRole('button', { name: 'Marcar como Asociada' }));
    expect(actions().getByRole('alert')).toHaveTextContent('Escribe por qué');

    await user.type(
      actions().getByLabelText('Motivo para asociar sin completar los requisitos'),
      'La junta aprobó su ingreso.',
    );
    await user.click(actions().getByRole('button', { name: 'Marcar como Asociada' }));

    expect(
      await history().findByText(
        'Pasó de En trámite a Asociada. Sin completar los requisitos, porque: La junta aprobó su ingreso.',
      ),
    ).toBeInTheDocument();
  });

  it('lets an admin undo an association within a day, back to En trámite, recorded', async () => {
    const member: ApplicationRecord = {
      ...applicationRecord('SOL1000', hoursAgo(48), { stage: 'asociada' }),
      checklist: COMPLETE,
      associatedAt: hoursAgo(2),
    };
    const { user } = await renderStaffPage({ records: [member] });
    await openDetail(user, ADMIN.email);
    await user.click(actions().getByRole('button', { name: 'Deshacer la afiliación' }));
    await user.click(actions().getByRole('button', { name: 'Sí, deshacer la afiliación' }));

    expect(await history().findByText('Pasó de Asociada a En trámite.')).toBeInTheDocument();
  });

  it.each([
    ['a clerk', CLERK.email, 2],
    ['an admin a day later', ADMIN.email, 25],
  ])('offers no undo to %s', async (_who, email, hours) => {
    const member: ApplicationRecord = {
      ...applicationRecord('SOL1000', hoursAgo(48), { stage: 'asociada' }),
      checklist: COMPLETE,
      associatedAt: hoursAgo(hours),
    };
    const { user } = await renderStaffPage({ records: [member] });
    await openDetail(user, email);
    expect(actions().queryByRole('button', { name: 'Deshacer la afiliación' })).toBeNull();
  });
});
