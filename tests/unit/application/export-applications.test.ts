import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import {
  ExportApplications,
  MAX_EXPORT_APPLICATIONS,
} from '../../../src/inbox/application/export-applications';
import { INBOX_PAGE_SIZE } from '../../../src/applications/domain/application-lists';
import { applicationIdFromNumber } from '../../../src/applications/domain/application-id';
import { EXPORT_HEADERS } from '../../../src/inbox/domain/application-export';
import { UnrecognisedSearchError } from '../../../src/inbox/domain/inbox-errors';
import { PapaparseCsvWriter } from '../../../src/inbox/adapters/papaparse-csv-writer';
import { MalformedDocumentError } from '../../../src/shared/domain/storage-errors';
import { fixedClock } from '../../support/deterministic';
import {
  applicationRecord,
  hourlyRecords,
  hoursAgo,
} from '../../support/application-record-fixtures';
import { inboxWith } from '../../support/staff-fixtures';

const idsOf = (csv: string) =>
  Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true })
    .data.slice(1)
    .map((row) => row[0]);

function exporter(inbox = inboxWith()) {
  return new ExportApplications(
    inbox,
    new PapaparseCsvWriter(),
    fixedClock('2026-03-14T15:09:26Z'),
  );
}

describe('ExportApplications', () => {
  it('exports every application of the stage, page by page from the newest, and none of another stage', async () => {
    const nuevas = hourlyRecords(75);
    const inbox = inboxWith(...nuevas, ...hourlyRecords(5, 'en-tramite', 2000));
    const nextPage = vi.spyOn(inbox, 'nextPage');

    const file = await exporter(inbox).execute({ kind: 'list', filter: 'nueva' });

    expect(file.count).toBe(75);
    expect(file.truncated).toBe(false);
    expect(file.fileName).toBe('solicitudes-nuevas-2026-03-14.csv');
    expect(idsOf(file.content)).toEqual(nuevas.map(({ id }) => id));
    // 30 live, then 30 and 15: three reads of at most a page, never the whole collection at once.
    expect(nextPage).toHaveBeenCalledTimes(2);
    for (const [, , size] of nextPage.mock.calls) expect(size).toBe(INBOX_PAGE_SIZE);
    expect(Papa.parse<string[]>(file.content.slice(1)).data[0]).toEqual([...EXPORT_HEADERS]);
  });

  it('exports those waiting on the applicant as of its clock, longest waiting first, with the days without progress', async () => {
    const enTramite = (id: string, progressDaysAgo: number) =>
      applicationRecord(applicationIdFromNumber(Number(id)), hoursAgo(24 * 60), {
        stage: 'en-tramite',
        progressAt: hoursAgo(24 * progressDaysAgo),
      });
    const inbox = inboxWith(enTramite('1000', 3), enTramite('2000', 20), enTramite('3000', 35));
    const file = await exporter(inbox).execute({ kind: 'list', filter: 'esperando' });
    expect(file.fileName).toBe('solicitudes-esperando-al-solicitante-2026-03-14.csv');
    expect(idsOf(file.content)).toEqual(['SOL3000', 'SOL2000']);
    const rows = Papa.parse<string[]>(file.content.slice(1), { skipEmptyLines: true }).data;
    const column = EXPORT_HEADERS.indexOf('Días sin avance');
    expect(rows.slice(1).map((row) => row[column])).toEqual(['35', '20']);
  });

  it('exports all stages under Todas, and one page without a further read', async () => {
    const inbox = inboxWith(...hourlyRecords(3), ...hourlyRecords(2, 'en-tramite', 2000));
    const nextPage = vi.spyOn(inbox, 'nextPage');
    const file = await exporter(inbox).execute({ kind: 'list', filter: 'todas' });
    expect(file.count).toBe(5);
    expect(file.fileName).toBe('solicitudes-todas-2026-03-14.csv');
    expect(nextPage).not.toHaveBeenCalled();
  });

  it(`stops at ${MAX_EXPORT_APPLICATIONS} applications, the newest, and says the list had more`, async () => {
    const inbox = inboxWith(...hourlyRecords(MAX_EXPORT_APPLICATIONS + 45));
    const nextPage = vi.spyOn(inbox, 'nextPage');
    const file = await exporter(inbox).execute({ kind: 'list', filter: 'nueva' });
    expect(file.count).toBe(MAX_EXPORT_APPLICATIONS);
    expect(file.truncated).toBe(true);
    expect(idsOf(file.content).at(-1)).toBe(
      applicationIdFromNumber(1000 + MAX_EXPORT_APPLICATIONS - 1),
    );
    expect(nextPage).toHaveBeenCalledTimes(
      Math.ceil(MAX_EXPORT_APPLICATIONS / INBOX_PAGE_SIZE) - 1,
    );
  });

  it('exports exactly a full bound without calling it truncated', async () => {
    const inbox = inboxWith(...hourlyRecords(MAX_EXPORT_APPLICATIONS));
    const file = await exporter(inbox).execute({ kind: 'list', filter: 'nueva' });
    expect([file.count, file.truncated]).toEqual([MAX_EXPORT_APPLICATIONS, false]);
  });

  it("exports a search's results, and refuses what is not a number, DUI, phone, e-mail or name", async () => {
    const member = applicationRecord('SOL4821', hoursAgo(1), { stage: 'asociada' });
    const inbox = inboxWith(member, ...hourlyRecords(3));
    const file = await exporter(inbox).execute({ kind: 'search', text: 'sol 4821' });
    expect(idsOf(file.content)).toEqual(['SOL4821']);
    expect(file.fileName).toBe('solicitudes-busqueda-2026-03-14.csv');
    await expect(exporter(inbox).execute({ kind: 'search', text: 'Ana 3' })).rejects.toBeInstanceOf(
      UnrecognisedSearchError,
    );
  });

  it("says what the audit log records: the list's name, or only the kind of search, and the rows", async () => {
    const record = applicationRecord('SOL4821', hoursAgo(1), { stage: 'en-tramite' });
    const inbox = inboxWith(record, ...hourlyRecords(3));

    const list = await exporter(inbox).execute({ kind: 'list', filter: 'en-tramite' });
    expect(list.audit).toEqual({
      kind: 'exportacion-csv',
      view: 'la lista «En trámite»',
      rows: 1,
    });
    const byDui = await exporter(inbox).execute({ kind: 'search', text: record.dui });
    expect(byDui.count).toBeGreaterThan(0);
    expect(byDui.audit).toEqual({
      kind: 'exportacion-csv',
      view: 'una búsqueda por DUI',
      rows: byDui.count,
    });
    const byEmail = await exporter(inbox).execute({ kind: 'search', text: record.email });
    expect(byEmail.audit.view).toBe('una búsqueda por correo electrónico');
  });

  it('makes no file when a page has an application it cannot read, and says which', async () => {
    const inbox = inboxWith(...hourlyRecords(40));
    const damaged = new MalformedDocumentError('Applications/SOL7777', 'dui', 'should be a string');
    const nextPage = inbox.nextPage.bind(inbox);
    vi.spyOn(inbox, 'nextPage').mockImplementation(async (...args) => {
      return { ...(await nextPage(...args)), unreadable: [damaged] };
    });
    await expect(exporter(inbox).execute({ kind: 'list', filter: 'nueva' })).rejects.toBe(damaged);
  });

  it("passes on storage's failure", async () => {
    const inbox = inboxWith(...hourlyRecords(40));
    vi.spyOn(inbox, 'nextPage').mockRejectedValue(new Error('offline'));
    await expect(exporter(inbox).execute({ kind: 'list', filter: 'nueva' })).rejects.toThrow(
      'offline',
    );
  });
});
