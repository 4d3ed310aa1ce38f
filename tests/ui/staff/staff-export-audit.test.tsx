import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeAuditRecord } from '../../../src/audit/domain/audit-description';
import type { InMemoryAuditLog } from '../../../src/audit/adapters/memory/in-memory-audit-log';
import { StorageUnreachableError } from '../../../src/shared/domain/storage-errors';
import { catchDownloadsInEachTest } from '../../support/catch-downloads';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import {
  applicationRecord,
  hourlyRecords,
  hoursAgo,
} from '../../support/application-record-fixtures';
import { ADMIN, CLERK } from '../../support/staff-fixtures';

const UNRECORDED = /No se descargó el archivo: no pudimos anotarlo en el registro de auditoría/;

const logged = async (log: InMemoryAuditLog) =>
  (await log.page(null, 10)).records.map((record) => [
    record.by.email,
    describeAuditRecord(record),
  ]);

describe('a file leaving the inbox', () => {
  const caught = catchDownloadsInEachTest();

  it('warns with the export button that the file holds DUI and NIT, and records the export first', async () => {
    const { user, auditLog } = await renderStaffPage({ records: hourlyRecords(3) });
    await openInbox(user);
    const button = await screen.findByRole('button', { name: 'Exportar CSV' });
    expect(button).toHaveAccessibleDescription(/lleva el DUI y el NIT de cada solicitante/);

    await user.click(button);

    await screen.findByText('Se descargó solicitudes-nuevas-2026-03-14.csv con 3 solicitudes.');
    expect(caught.downloads).toHaveLength(1);
    expect(await logged(auditLog)).toEqual([
      [CLERK.email, 'Exportó a CSV 3 filas de la lista «Nuevas».'],
    ]);
  });

  it("records a search's export by the kind of search only, never what was typed", async () => {
    const found = applicationRecord('SOL4821', hoursAgo(5), { stage: 'asociada' });
    const { user, auditLog } = await renderStaffPage({ records: [...hourlyRecords(2), found] });
    await openInbox(user);
    await user.type(screen.getByRole('searchbox'), found.phone);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const button = await screen.findByRole('button', { name: 'Exportar CSV' });
    expect(button).toHaveAccessibleDescription(/lleva el DUI y el NIT/);
    await user.click(button);

    await screen.findByText(/^Se descargó solicitudes-busqueda/);
    const [[, said]] = (await logged(auditLog)) as [[string, string]];
    expect(said).toMatch(/^Exportó a CSV \d+ filas? de una búsqueda por teléfono\.$/);
    expect(JSON.stringify((await auditLog.page(null, 1)).records)).not.toContain(found.phone);
  });

  it('makes no file when the audit log cannot record the export, says so, and exports once it can', async () => {
    const { user, auditLog } = await renderStaffPage({ records: hourlyRecords(3) });
    await openInbox(user);
    auditLog.failExportsWith(new StorageUnreachableError('sin conexión'));
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(UNRECORDED);
    expect(caught.downloads).toEqual([]);
    expect(await logged(auditLog)).toEqual([]);

    auditLog.failExportsWith(null);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await screen.findByText('Se descargó solicitudes-nuevas-2026-03-14.csv con 3 solicitudes.');
    expect(caught.downloads).toHaveLength(1);
  });

  it("records an admin's download of a person's data, and gives no file when it cannot", async () => {
    const person = applicationRecord('SOL1000', hoursAgo(2), { stage: 'en-tramite' });
    const { user, auditLog } = await renderStaffPage({ records: [person] });
    await openInbox(user, ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Privacidad' }));
    const box = await screen.findByLabelText('DUI del titular o número de solicitud');
    await user.type(box, 'SOL1000{Enter}');

    auditLog.failExportsWith(new StorageUnreachableError('sin conexión'));
    await user.click(await screen.findByRole('button', { name: 'Descargar sus datos (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNRECORDED);
    expect(caught.downloads).toEqual([]);

    auditLog.failExportsWith(null);
    await user.click(screen.getByRole('button', { name: 'Descargar sus datos (texto)' }));
    await screen.findByText(/Se descargó datos-personales-SOL1000-2026-03-14\.txt/);
    expect(caught.downloads).toHaveLength(1);
    expect(await logged(auditLog)).toEqual([
      [ADMIN.email, 'Descargó los datos personales (texto) de 1 solicitud: SOL1000.'],
    ]);
  });
});
