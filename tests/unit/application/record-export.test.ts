import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../../../src/audit/adapters/memory/in-memory-audit-log';
import { RecordExport } from '../../../src/audit/application/record-export';
import {
  AuditAdminOnlyError,
  InvalidAuditEventError,
} from '../../../src/audit/domain/audit-errors';
import { describeAuditRecord } from '../../../src/audit/domain/audit-description';
import type { StaffMember } from '../../../src/access/domain/staff-member';
import { StorageUnreachableError } from '../../../src/shared/domain/storage-errors';
import { fixedClock } from '../../support/deterministic';

const staff: StaffMember = { uid: 'empleado-1', email: 'empleado@coop.example', role: 'staff' };
const admin: StaffMember = { uid: 'admin-1', email: 'admin@coop.example', role: 'admin' };

function world() {
  const log = new InMemoryAuditLog(fixedClock());
  return { log, recordExport: new RecordExport(log) };
}

const said = async (log: InMemoryAuditLog) =>
  (await log.page(null, 10)).records.map((record) => [
    record.by.email,
    describeAuditRecord(record),
  ]);

describe('RecordExport', () => {
  it("records a staff member's CSV export and an admin's download, said in Spanish", async () => {
    const { log, recordExport } = world();
    await recordExport.execute(
      { kind: 'exportacion-csv', view: 'la lista «En trámite»', rows: 23 },
      staff,
    );
    await recordExport.execute(
      { kind: 'exportacion-csv', view: 'una búsqueda por DUI', rows: 1 },
      staff,
    );
    await recordExport.execute(
      { kind: 'descarga-de-datos-personales', numbers: ['SOL1234', 'SOL2345'], format: 'texto' },
      admin,
    );

    expect(await said(log)).toEqual([
      [admin.email, 'Descargó los datos personales (texto) de 2 solicitudes: SOL1234, SOL2345.'],
      [staff.email, 'Exportó a CSV 1 fila de una búsqueda por DUI.'],
      [staff.email, 'Exportó a CSV 23 filas de la lista «En trámite».'],
    ]);
  });

  it("refuses a staff member's download of a person's data, and records nothing", async () => {
    const { log, recordExport } = world();
    await expect(
      recordExport.execute(
        { kind: 'descarga-de-datos-personales', numbers: ['SOL1234'], format: 'json' },
        staff,
      ),
    ).rejects.toBeInstanceOf(AuditAdminOnlyError);
    expect(await said(log)).toEqual([]);
  });

  it('refuses rows past the most one file holds, and a download naming no application', async () => {
    const { log, recordExport } = world();
    await expect(
      recordExport.execute(
        { kind: 'exportacion-csv', view: 'la lista «Todas»', rows: 1001 },
        staff,
      ),
    ).rejects.toBeInstanceOf(InvalidAuditEventError);
    await expect(
      recordExport.execute(
        { kind: 'descarga-de-datos-personales', numbers: [], format: 'json' },
        admin,
      ),
    ).rejects.toBeInstanceOf(InvalidAuditEventError);
    expect(await said(log)).toEqual([]);
  });

  it("passes on storage's failure, so that the file is not handed over", async () => {
    const { log, recordExport } = world();
    log.failExportsWith(new StorageUnreachableError('sin conexión'));
    await expect(
      recordExport.execute({ kind: 'exportacion-csv', view: 'la lista «Nuevas»', rows: 3 }, staff),
    ).rejects.toBeInstanceOf(StorageUnreachableError);
    expect(await said(log)).toEqual([]);
  });
});
