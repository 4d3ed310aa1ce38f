import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../../src/applications/domain/history-entry';
import type { Stage } from '../../../src/applications/domain/workflow/stage';
import type { CloseReason } from '../../../src/applications/domain/workflow/transitions';
import type { MonthlyReportReadings } from '../../../src/reports/domain/monthly-report-store';
import { MalformedDocumentError } from '../../../src/shared/domain/storage-errors';
import { InMemoryFormUseCounts } from '../../../src/form-use/adapters/memory/in-memory-form-use-counts';
import { report } from '../../contract/monthly-report-store-contract';
import { seatsAt, talk } from '../../contract/month-talks-contract';
import { applicationRecord } from '../../support/application-record-fixtures';
import { catchDownloadsInEachTest } from '../../support/catch-downloads';
import { openInbox, renderStaffPage } from '../../support/render-staff-page';
import { ADMIN } from '../../support/staff-fixtures';

// The staff tests' clock: 14 March 2026, 9:09 a. m. in El Salvador. The screen opens on February,
// the last whole month; in these tests reports are computed from the store as they are read.
const COMPUTED = '14/03/2026, 9:09 a. m.';
const by = { uid: 'empleado', email: 'empleado@coop.test' };
const move = (id: string, from: Stage, to: Stage, at: string, reason: CloseReason | null = null) =>
  ({ id, at: new Date(at), by, kind: 'transition', from, to, reason }) as HistoryEntry;

const records = [
  // Marked Asociada as the histories below say: the inbox stamps associatedAt with the move.
  {
    ...applicationRecord('SOL1000', new Date('2026-01-28T15:00:00Z'), { stage: 'asociada' }),
    associatedAt: new Date('2026-02-04T15:00:00Z'),
  },
  {
    ...applicationRecord('SOL1001', new Date('2026-02-02T15:00:00Z'), { stage: 'asociada' }),
    associatedAt: new Date('2026-02-12T15:00:00Z'),
  },
  applicationRecord('SOL1002', new Date('2026-02-03T15:00:00Z'), { stage: 'cerrada' }),
  applicationRecord('SOL1003', new Date('2026-02-10T15:00:00Z')),
  applicationRecord('SOL1004', new Date('2026-02-11T15:00:00Z'), { stage: 'en-tramite' }),
  applicationRecord('SOL1005', new Date('2026-03-02T15:00:00Z')),
];
const histories = {
  SOL1000: [move('a', 'en-tramite', 'asociada', '2026-02-04T15:00:00Z')],
  SOL1001: [move('b', 'en-tramite', 'asociada', '2026-02-12T15:00:00Z')],
  SOL1002: [move('c', 'nueva', 'cerrada', '2026-02-05T15:00:00Z', 'desistio')],
};

/**
 * Talks around February: one on 31 January at 11:30 p. m. in El Salvador (February in UTC), two in
 * February (one on the 28th at 11:00 p. m., March in UTC), one held in March and one still ahead.
 */
const talks = [
  talk('enero', new Date('2026-02-01T05:30:00Z'), 6),
  talk('febrero', new Date('2026-02-10T15:00:00Z'), 3),
  talk('fin-de-febrero', new Date('2026-03-01T05:00:00Z'), 2),
  talk('marzo', new Date('2026-03-02T15:00:00Z'), 2),
  talk('proxima', new Date('2026-03-20T15:00:00Z'), 1),
];
const seats = [
  ...seatsAt('enero', 6, 6, 2000),
  ...seatsAt('febrero', 3, 2, 2100),
  ...seatsAt('fin-de-febrero', 2, 2, 2200),
  ...seatsAt('marzo', 2, 0, 2300),
  ...seatsAt('proxima', 1, 0, 2400),
];

async function openReport(options: Parameters<typeof renderStaffPage>[0] = {}, email?: string) {
  const page = await renderStaffPage({ records, histories, ...options });
  await openInbox(page.user, email);
  await page.user.click(screen.getByRole('button', { name: 'Informe mensual' }));
  await screen.findByRole('heading', { level: 1, name: 'Informe mensual' });
  return page;
}

/** The figure in the row a table names `label`. */
const figure = (table: HTMLElement, label: string | RegExp) =>
  within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('the monthly report', () => {
  const caught = catchDownloadsInEachTest();

  it('is for every member: staff open it beside the inbox, on the last whole month, as a table of its figures', async () => {
    await openReport();

    expect(screen.getByRole('button', { name: 'Informe mensual' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('button', { name: 'Privacidad' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveDisplayValue('febrero de 2026');
    const table = await screen.findByRole('table', { name: 'Solicitudes' });
    expect(figure(table, 'Solicitudes recibidas')).toBe('4');
    expect(figure(table, 'Asociadas')).toBe('2');
    // 7 days (28 January to 4 February) and 10 (2 to 12 February).
    expect(figure(table, 'Mediana de días desde la solicitud hasta asociarse')).toBe('8.5');
    expect(figure(table, 'Cerradas')).toBe('1');
    expect(figure(table, 'Cerradas: Desistió')).toBe('1');
    expect(figure(table, 'Cerradas: Spam o prueba')).toBe('0');
    expect(figure(table, 'Abiertas al calcular el informe')).toBe('2');
    expect(figure(table, 'Abiertas al calcular el informe: Nueva')).toBe('1');
    expect(figure(table, 'Abiertas al calcular el informe: En trámite')).toBe('1');
    expect(screen.getByText(`Mes completo. Calculado el ${COMPUTED}`)).toBeInTheDocument();
  });

  it('shows the month under way so far when picked', async () => {
    const { user } = await openReport();
    await screen.findByRole('table', { name: 'Solicitudes' });

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Mes' }),
      'marzo de 2026 (en curso)',
    );

    expect(
      await screen.findByText(`Mes en curso: cifras hasta el ${COMPUTED}`),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Solicitudes' });
    expect(figure(table, 'Solicitudes recibidas')).toBe('1');
    expect(figure(table, 'Mediana de días desde la solicitud hasta asociarse')).toBe(
      'Ninguna asociada',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Informe de marzo de 2026');
  });

  it('prints, and downloads the figures as a CSV file named after the month', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openReport({}, ADMIN.email);
    await screen.findByRole('table', { name: 'Solicitudes' });

    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(caught.downloads.map(({ fileName }) => fileName)).toEqual([
      'informe-mensual-2026-02.csv',
    ]);
    const text = await caught.downloads[0]!.blob.text();
    expect(text.split('\r\n').slice(0, 4)).toEqual([
      'Mes,Sección,Concepto,Cifra',
      '2026-02,Informe,Calculado (hora de El Salvador),2026-03-14 09:09',
      '2026-02,Informe,Mes completo,Sí',
      '2026-02,Solicitudes,Solicitudes recibidas,4',
    ]);
    expect(text.split('\r\n').filter((line) => line.includes('Charlas informativas'))).toEqual([
      '2026-02,Charlas informativas,Charlas realizadas,0',
      '2026-02,Charlas informativas,Cupos asignados,0',
      '2026-02,Charlas informativas,Asistencia,0',
      '2026-02,Charlas informativas,Asistencia: Porcentaje de los cupos,',
    ]);
    expect(screen.getByText('Se descargó informe-mensual-2026-02.csv.')).toBeInTheDocument();
  });

  it('says when a month has no report, and offers nothing to print or download', async () => {
    const none: MonthlyReportReadings = { reportFor: async () => undefined };
    await openReport({ monthlyReports: none });
    expect(
      await screen.findByText(/^No hay informe de febrero de 2026: el servidor calcula/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
  });

  it('says it could not read the report, or where the stored one is damaged', async () => {
    let failure: Error = new Error('unavailable');
    const failing: MonthlyReportReadings = {
      reportFor: async () => {
        throw failure;
      },
    };
    const { user } = await openReport({ monthlyReports: failing });
    expect(
      await screen.findByText('No pudimos leer el informe. Revisa tu conexión.'),
    ).toBeInTheDocument();

    failure = new MalformedDocumentError('Reports/2026-01', 'received', 'should be a count');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mes' }), 'enero de 2026');
    expect(
      await screen.findByText(/^Hay datos dañados en Reports\/.* \(campo «received»\)/),
    ).toBeInTheDocument();
  });

  it('shows the talks held in the month, the seats given and the attendance, with its share of the seats', async () => {
    const { user } = await openReport({ talks: { talks, seats } });

    const table = await screen.findByRole('table', { name: 'Charlas informativas' });
    expect(figure(table, 'Charlas realizadas')).toBe('2');
    expect(figure(table, 'Cupos asignados')).toBe('5');
    expect(figure(table, 'Asistencia')).toBe('4');
    expect(figure(table, 'Asistencia: Porcentaje de los cupos')).toBe('80 %');

    // In March so far (the 14th, 9:09 a. m.): the talk of the 2nd was held, the 20th's is ahead.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Mes' }),
      'marzo de 2026 (en curso)',
    );
    await screen.findByText(`Mes en curso: cifras hasta el ${COMPUTED}`);
    const march = screen.getByRole('table', { name: 'Charlas informativas' });
    expect(figure(march, 'Charlas realizadas')).toBe('1');
    expect(figure(march, 'Cupos asignados')).toBe('2');
    expect(figure(march, 'Asistencia')).toBe('0');
    expect(figure(march, 'Asistencia: Porcentaje de los cupos')).toBe('0 %');
  });

  it('says plainly when a month had no talks, instead of a table of zeros', async () => {
    await openReport();
    await screen.findByRole('table', { name: 'Solicitudes' });

    const part = screen.getByRole('region', { name: 'Charlas informativas' });
    expect(part).toHaveTextContent('No hubo charlas informativas en febrero de 2026.');
    expect(screen.queryByRole('table', { name: 'Charlas informativas' })).not.toBeInTheDocument();
  });

  it('says a report kept from before talks were counted has no figures of them', async () => {
    const before: MonthlyReportReadings = {
      reportFor: async (month) => report(month, '2026-03-01T11:00:00.000Z', 40, 6.5),
    };
    await openReport({ monthlyReports: before });
    await screen.findByRole('table', { name: 'Solicitudes' });
    expect(screen.getByRole('region', { name: 'Charlas informativas' })).toHaveTextContent(
      'Este informe se calculó antes de que se contaran las charlas: no tiene sus cifras.',
    );
    expect(screen.queryByRole('table', { name: 'Charlas informativas' })).not.toBeInTheDocument();
  });
});

describe('the public form’s use in the monthly report', () => {
  const caught = catchDownloadsInEachTest();

  it('shows the forms begun and sent on the page in the month, with the share sent, and says what counts', async () => {
    const formUse = new InMemoryFormUseCounts();
    formUse.seed({
      // 31 January and 1 March, on the office's calendar: not February's.
      '2026-01-31': { started: 9, sent: 9 },
      '2026-02-01': { started: 20, sent: 12 },
      '2026-02-14': { started: 25, sent: 15 },
      '2026-02-28': { started: 5, sent: 4 },
      '2026-03-01': { started: 9, sent: 9 },
    });
    await openReport({ formUse });

    const table = await screen.findByRole('table', { name: 'Formulario en línea' });
    expect(figure(table, 'Formularios empezados')).toBe('50');
    expect(figure(table, 'Formularios enviados')).toBe('31');
    expect(figure(table, 'Formularios enviados: Porcentaje de los empezados')).toBe('62 %');
    expect(screen.getByText(/sin cookies ni nada que identifique a nadie/)).toHaveTextContent(
      'en la página, contados por día sin cookies ni nada que identifique a nadie; una solicitud enviada desde un navegador que no deja a la página contarla solo cuenta en Solicitudes recibidas.',
    );
  });

  it('shows a dash for the share when no form was begun, and its file leaves it empty', async () => {
    // Counted since January; nothing in February.
    const formUse = new InMemoryFormUseCounts();
    formUse.seed({ '2026-01-31': { started: 1, sent: 1 } });
    const { user } = await openReport({ formUse }, ADMIN.email);

    const table = await screen.findByRole('table', { name: 'Formulario en línea' });
    expect(figure(table, 'Formularios empezados')).toBe('0');
    expect(figure(table, 'Formularios enviados')).toBe('0');
    expect(figure(table, 'Formularios enviados: Porcentaje de los empezados')).toBe('—');

    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    const text = await caught.downloads[0]!.blob.text();
    expect(text.split('\r\n').filter((line) => line.includes('Formulario en línea'))).toEqual([
      '2026-02,Formulario en línea,Formularios empezados,0',
      '2026-02,Formulario en línea,Formularios enviados,0',
      '2026-02,Formulario en línea,Formularios enviados: Porcentaje de los empezados,',
    ]);
  });

  it('says a report kept from before the form’s use was counted has no figures of it', async () => {
    const before: MonthlyReportReadings = {
      reportFor: async (month) => report(month, '2026-03-01T11:00:00.000Z', 40, 6.5),
    };
    await openReport({ monthlyReports: before });
    await screen.findByRole('table', { name: 'Solicitudes' });
    expect(screen.getByRole('region', { name: 'Formulario en línea' })).toHaveTextContent(
      'El uso del formulario aún no se contaba en este mes: este informe no tiene sus cifras.',
    );
  });

  it('says from which day the form’s use was counted in the month counting began, and has no figures of a month before', async () => {
    const formUse = new InMemoryFormUseCounts();
    formUse.seed({ '2026-02-10': { started: 8, sent: 5 } });
    const { user } = await openReport({ formUse });

    const table = await screen.findByRole('table', { name: 'Formulario en línea' });
    expect(figure(table, 'Formularios empezados')).toBe('8');
    expect(table).toHaveTextContent('Contado desde el 10 de febrero de 2026.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Mes' }), 'enero de 2026');
    await screen.findByText(
      'El uso del formulario aún no se contaba en este mes: este informe no tiene sus cifras.',
    );
    expect(screen.queryByRole('table', { name: 'Formulario en línea' })).not.toBeInTheDocument();
  });
});

describe('the sections', () => {
  it('are the inbox, the talks and the report for staff', async () => {
    const staffPage = await renderStaffPage();
    await openInbox(staffPage.user);
    const names = () =>
      within(screen.getByRole('navigation', { name: 'Secciones' }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names()).toEqual(['Solicitudes', 'Charlas', 'Informe mensual']);
  });

  it('are those, privacy, the audit log, the team and Estado for an admin', async () => {
    const adminPage = await renderStaffPage();
    await openInbox(adminPage.user, ADMIN.email);
    expect(
      within(screen.getByRole('navigation', { name: 'Secciones' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Solicitudes',
      'Charlas',
      'Informe mensual',
      'Privacidad',
      'Auditoría',
      'Equipo',
      'Estado',
    ]);
  });
});
