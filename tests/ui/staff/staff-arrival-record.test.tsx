import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryArrivalRecords } from '../../../src/inbox/adapters/memory/in-memory-arrival-records';
import type { ArrivalRecord } from '../../../src/inbox/domain/arrival-records';
import { MalformedDocumentError } from '../../../src/shared/domain/storage-errors';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';

/** 10:42 a. m. in El Salvador (UTC-6). */
const AT_10_42 = new Date('2026-03-14T16:42:00Z');
const RECORDS = [applicationRecord('SOL1000', hoursAgo(1))];

/** The staff page with SOL1000, and this arrival record for it (nothing recorded unless given). */
async function renderWith(arrival?: Partial<ArrivalRecord>) {
  const arrivalRecords = new InMemoryArrivalRecords();
  if (arrival) arrivalRecords.record('SOL1000', arrival);
  return renderStaffPage({ records: RECORDS, arrivalRecords });
}

async function openDetail(user: UserEvent) {
  await openInbox(user);
  await user.click(await screen.findByRole('link', { name: 'SOL1000' }));
  await screen.findByRole('heading', { level: 1, name: 'Solicitud SOL1000' });
}

describe("the detail says whether the applicant's receipt went out", () => {
  it.each<[string, Partial<ArrivalRecord>, string]>([
    [
      'sent',
      { receipt: { state: 'sent', sentAt: AT_10_42 } },
      'Acuse por correo: enviado el 14/03/2026, 10:42 a. m.',
    ],
    [
      'queued',
      { receipt: { state: 'pending', attempts: 0, nextAttemptAt: AT_10_42 } },
      'Acuse por correo: pendiente, en cola para enviarse.',
    ],
    [
      'failed and to be tried again',
      { receipt: { state: 'pending', attempts: 2, nextAttemptAt: AT_10_42 } },
      'Acuse por correo: pendiente. Falló 2 veces; se volverá a intentar a partir del 14/03/2026, 10:42 a. m.',
    ],
    [
      'given up',
      { receipt: { state: 'failed', attempts: 14 } },
      'Acuse por correo: no se pudo enviar (se intentó 14 veces). La persona no recibió su número de solicitud por correo.',
    ],
  ])('a receipt %s', async (_, arrival, text) => {
    const { user } = await renderWith(arrival);
    await openDetail(user);
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByText('Marcada para revisión')).not.toBeInTheDocument();
  });

  it('says none was sent, and the possible reasons, when the server recorded nothing', async () => {
    const { user } = await renderWith();
    await openDetail(user);
    expect(
      await screen.findByText(
        'Acuse por correo: no se envió (esa dirección ya había recibido un acuse en las últimas 24 horas, o la solicitud se recibió sin servidor de correo).',
      ),
    ).toBeVisible();
  });

  it('shows a review mark as a badge with its explanation, and why no receipt went out', async () => {
    const { user } = await renderWith({
      reviewMark: { reason: 'limite-de-recepcion', markedAt: AT_10_42 },
    });
    await openDetail(user);
    const badge = await screen.findByText('Marcada para revisión');
    expect(badge).toHaveClass('review-badge');
    expect(badge.parentElement).toHaveTextContent(
      'Marcada para revisión Llegó el 14/03/2026, 10:42 a. m., cuando la página ya había recibido más solicitudes de las que admite en una hora.',
    );
    expect(
      screen.getByText(
        'Acuse por correo: no se envió, porque la solicitud está marcada para revisión.',
      ),
    ).toBeVisible();
  });

  it('says it is looking while the record loads', async () => {
    const { user, arrivalRecords } = await renderWith();
    let answer: (record: ArrivalRecord) => void = () => undefined;
    vi.spyOn(arrivalRecords, 'arrivalOf').mockReturnValue(
      new Promise((resolve) => (answer = resolve)),
    );
    await openDetail(user);
    expect(screen.getByText('Consultando el acuse por correo…')).toHaveRole('status');
    answer({ receipt: { state: 'sent', sentAt: AT_10_42 }, reviewMark: null });
    expect(await screen.findByText(/enviado el 14\/03\/2026/)).toBeVisible();
    expect(screen.queryByText('Consultando el acuse por correo…')).not.toBeInTheDocument();
  });

  it('says so when the record cannot be read, and still shows the application', async () => {
    const { user, arrivalRecords } = await renderWith();
    vi.spyOn(arrivalRecords, 'arrivalOf').mockRejectedValue(new Error('offline'));
    await openDetail(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos consultar si se envió el acuse por correo ni si la solicitud está marcada para revisión. Revisa tu conexión.',
    );
    expect(screen.getByRole('heading', { name: 'Acciones' })).toBeInTheDocument();
  });

  it('names the damaged document and field, never the value', async () => {
    const { user, arrivalRecords } = await renderWith();
    vi.spyOn(arrivalRecords, 'arrivalOf').mockRejectedValue(
      new MalformedDocumentError(
        'OutboxStates/SOL1000-acuse',
        'attempts',
        'should be a whole number',
      ),
    );
    await openDetail(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hay datos dañados en OutboxStates/SOL1000-acuse (campo «attempts»), así que no se pueden mostrar.',
    );
  });
});
