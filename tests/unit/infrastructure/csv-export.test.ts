import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_HEADERS,
  exportFileName,
  exportRow,
  exportTable,
  officeDateTime,
} from '../../../src/inbox/domain/application-export';
import {
  FORMULA_TRIGGER,
  PapaparseCsvWriter,
  UTF8_BOM,
} from '../../../src/inbox/adapters/papaparse-csv-writer';
import { applicationRecord, hoursAgo } from '../../support/application-record-fixtures';

const writer = new PapaparseCsvWriter();
const NOW = hoursAgo(0);
const DAY_HOURS = 24;

/** Reads a CSV back as Excel or LibreOffice would: the byte order mark off, then rows of text. */
function readBack(csv: string): string[][] {
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  const { data, errors } = Papa.parse<string[]>(csv.slice(UTF8_BOM.length), {
    header: false,
    skipEmptyLines: true,
  });
  expect(errors).toEqual([]);
  return data;
}

describe('the export rows', () => {
  it('have Spanish headers and every field, the date in El Salvador time and the stage in words', () => {
    const record = applicationRecord('SOL4821', hoursAgo(1), {
      stage: 'cerrada',
      closeReason: 'documentos-incompletos',
      nit: '0614-240389-101-0',
      message: 'Paso el sábado.',
    });
    expect(EXPORT_HEADERS).toEqual([
      'Número',
      'Fecha (hora de El Salvador)',
      'Etapa',
      'Motivo de cierre',
      'Nombres',
      'Apellidos',
      'Razón social',
      'Teléfono',
      'DUI',
      'NIT',
      'Correo electrónico',
      'Dirección',
      'Comentarios',
      'Acepta términos',
      'Días desde la solicitud',
      'Último avance (hora de El Salvador)',
      'Días sin avance',
      'Esperando al solicitante',
    ]);
    // 2026-03-14 14:00 UTC is 8:00 in El Salvador (UTC-6, no daylight saving).
    expect(exportRow(record, NOW)).toEqual([
      'SOL4821',
      '2026-03-14 08:00',
      'Cerrada',
      'Documentos incompletos',
      record.first_name,
      record.last_name,
      record.company,
      record.phone,
      record.dui,
      '0614-240389-101-0',
      record.email,
      record.address,
      'Paso el sábado.',
      'Sí',
      // Sent today; closed, so no days without progress to count.
      '0',
      '2026-03-14 08:00',
      '',
      'No',
    ]);
    const open = applicationRecord('SOL1000', hoursAgo(1), { stage: 'en-tramite' });
    expect(exportRow(open, NOW).slice(2, 4)).toEqual(['En trámite', '']);
  });

  it('say how each application is moving as of the export: days since sent, last progress, days without it, and whether it waits on the applicant', () => {
    const waiting = applicationRecord('SOL5000', hoursAgo(40 * DAY_HOURS), {
      stage: 'en-tramite',
      progressAt: hoursAgo(20 * DAY_HOURS),
    });
    expect(exportRow(waiting, NOW).slice(-4)).toEqual(['40', '2026-02-22 09:00', '20', 'Sí']);
    const nueva = applicationRecord('SOL5001', hoursAgo(31 * DAY_HOURS));
    expect(exportRow(nueva, NOW).slice(-4)).toEqual(['31', '2026-02-11 09:00', '31', 'No']);
    expect(exportFileName({ kind: 'list', filter: 'esperando' }, NOW)).toBe(
      'solicitudes-esperando-al-solicitante-2026-03-14.csv',
    );
  });

  it('date the day in El Salvador, not in UTC, in the file name too', () => {
    const lateEvening = new Date('2026-11-22T04:30:00Z');
    expect(officeDateTime(lateEvening)).toBe('2026-11-21 22:30');
    expect(exportFileName({ kind: 'list', filter: 'nueva' }, lateEvening)).toBe(
      'solicitudes-nuevas-2026-11-21.csv',
    );
    expect(exportFileName({ kind: 'list', filter: 'en-tramite' }, lateEvening)).toBe(
      'solicitudes-en-tramite-2026-11-21.csv',
    );
    expect(exportFileName({ kind: 'search', text: 'SOL4821' }, lateEvening)).toBe(
      'solicitudes-busqueda-2026-11-21.csv',
    );
  });
});

describe('the CSV file', () => {
  it('starts with the UTF-8 byte order mark, and ends its lines with CRLF', () => {
    const csv = writer.write([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(csv).toBe(`${UTF8_BOM}a,b\r\nc,d`);
  });

  it('keeps commas, quotes, line breaks and accents through a round trip', () => {
    const awkward = applicationRecord('SOL2000', hoursAgo(1), {
      first_name: 'José Ñandú',
      last_name: 'Peña "la Niña" Muñoz',
      address: 'Barrio El Centro, casa 4,\nfrente a la iglesia; Suchitoto',
      message: 'Línea uno\r\nLínea dos, con "comillas" y ü, é, ¿?, ¡!',
      company: ' con espacios ',
    });
    const back = readBack(writer.write(exportTable([awkward], NOW)));
    expect(back).toEqual(exportTable([awkward], NOW));
  });

  it.each([
    ['=', '=HYPERLINK("http://ejemplo.invalid","clic")'],
    ['+', '+50371234567'],
    ['-', '-2+3'],
    ['@', '@SUM(1+1)'],
    ['tab', '\t=1+1'],
    ['carriage return', '\r=1+1'],
    ['= over several lines', '=1+1\nsegunda línea'],
  ])('neutralises a cell starting with %s by a leading single quote', (_, hostile) => {
    const record = applicationRecord('SOL3000', hoursAgo(1), {
      message: hostile,
      address: hostile,
      first_name: hostile,
    });
    const [, row] = readBack(writer.write(exportTable([record], NOW)));
    const column = (name: (typeof EXPORT_HEADERS)[number]) => row?.[EXPORT_HEADERS.indexOf(name)];
    for (const name of ['Comentarios', 'Dirección', 'Nombres'] as const)
      expect(column(name)).toBe(`'${hostile}`);
  });

  it('leaves everything else as typed: only the OWASP set triggers', () => {
    const safe = [
      'SOL1000',
      '2026-03-14 08:00',
      'Ana',
      ' =espacio antes',
      '7123-4567',
      'a=b',
      'correo@example.com',
      '(503) 2335-1200',
      "'ya citado",
    ];
    expect(safe.filter((value) => FORMULA_TRIGGER.test(value))).toEqual([]);
    expect(readBack(writer.write([safe]))).toEqual([safe]);
  });
});
