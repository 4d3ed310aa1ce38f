import { describe, expect, it } from 'vitest';
import { PapaparseCsvWriter } from '../../../src/inbox/adapters/papaparse-csv-writer';
import { daysToMember, median } from '../../../src/reports/domain/days-to-member';
import {
  attendanceRate,
  closedTotal,
  isFinal,
  isHeldIn,
  monthlyReport,
  openTotal,
  talkFigures,
  type MonthlyReport,
} from '../../../src/reports/domain/monthly-report';
import {
  isReportMonth,
  monthName,
  monthOf,
  monthPeriod,
  monthsBackFrom,
  previousMonth,
} from '../../../src/reports/domain/report-month';
import {
  reportCsvRows,
  reportFileName,
  reportSections,
} from '../../../src/reports/domain/report-table';
import { report } from '../../contract/monthly-report-store-contract';

describe('a report month, on El Salvador’s calendar (UTC−6, no daylight saving)', () => {
  it('begins and ends at midnight in El Salvador, 06:00 UTC', () => {
    expect(monthPeriod('2026-11')).toEqual({
      start: new Date('2026-11-01T06:00:00.000Z'),
      end: new Date('2026-12-01T06:00:00.000Z'),
    });
    // December runs into the next year.
    expect(monthPeriod('2026-12')).toEqual({
      start: new Date('2026-12-01T06:00:00.000Z'),
      end: new Date('2027-01-01T06:00:00.000Z'),
    });
    // February of a leap year.
    expect(monthPeriod('2028-02').end).toEqual(new Date('2028-03-01T06:00:00.000Z'));
  });

  it('is the office’s month of a moment, not the computer’s or UTC’s', () => {
    // 30 November, 11:59:59 p. m. in El Salvador: already December in UTC.
    expect(monthOf(new Date('2026-12-01T05:59:59.999Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-12-01T06:00:00.000Z'))).toBe('2026-12');
    expect(monthOf(new Date('2027-01-01T05:00:00.000Z'))).toBe('2026-12');
  });

  it('counts back across years, and reads and names months in Spanish', () => {
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(monthsBackFrom('2027-02', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(monthName('2026-11')).toBe('noviembre de 2026');
    expect(monthName('2027-01')).toBe('enero de 2027');
    expect(['2026-11', '2026-01', '1999-12'].every(isReportMonth)).toBe(true);
    expect(
      ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', 202611].some(isReportMonth),
    ).toBe(false);
  });
});

describe('days from application to member', () => {
  const days = (sent: string, associated: string) =>
    daysToMember({ id: 'SOL1000', sentAt: new Date(sent), associatedAt: new Date(associated) });

  it('counts calendar days at the office: 0 the same day, whatever the hours', () => {
    // Sent Monday 9 November at 8:00 a. m., a member at 3:00 p. m.: the same day.
    expect(days('2026-11-09T14:00:00Z', '2026-11-09T21:00:00Z')).toBe(0);
    // Sent at 11:00 p. m. (05:00 UTC the next day), a member the next morning: 1 day.
    expect(days('2026-11-10T05:00:00Z', '2026-11-10T15:00:00Z')).toBe(1);
    // 5:00 p. m. and 11:30 p. m. of the same office day fall on different UTC days: still 0.
    expect(days('2026-11-09T23:00:00Z', '2026-11-10T05:30:00Z')).toBe(0);
    // Across months and a year.
    expect(days('2026-12-20T15:00:00Z', '2027-01-04T15:00:00Z')).toBe(15);
  });

  it('takes the middle value, or the mean of the two middle ones, of values in any order', () => {
    expect(median([9, 1, 4])).toBe(4);
    expect(median([9, 1, 4, 6])).toBe(5);
    expect(median([3, 4])).toBe(3.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe("a month's report", () => {
  const tallies = {
    received: 12,
    closedByReason: {
      'no-se-presento': 1,
      'documentos-incompletos': 0,
      'no-cumple-requisitos': 0,
      desistio: 2,
      duplicada: 0,
      spam: 3,
    },
    openWhenComputed: { nueva: 2, 'en-tramite': 5, 'en-revision': 1 },
    associations: [
      {
        id: 'SOL1000',
        sentAt: new Date('2026-11-02T15:00Z'),
        associatedAt: new Date('2026-11-05T15:00Z'),
      },
      {
        id: 'SOL1001',
        sentAt: new Date('2026-10-20T15:00Z'),
        associatedAt: new Date('2026-11-09T15:00Z'),
      },
      {
        id: 'SOL1002',
        sentAt: new Date('2026-11-10T15:00Z'),
        associatedAt: new Date('2026-11-10T20:00Z'),
      },
      {
        id: 'SOL1003',
        sentAt: new Date('2026-11-01T15:00Z'),
        associatedAt: new Date('2026-11-08T15:00Z'),
      },
    ] as const,
    talks: { held: 2, seats: 9, attendance: 7 },
    formUse: { started: 40, sent: 25 },
  };

  it('counts the month’s new members and takes the median of their days, with the counts as given', () => {
    const built = monthlyReport('2026-11', new Date('2026-11-20T11:00Z'), tallies);
    expect(built).toEqual({
      month: '2026-11',
      computedAt: new Date('2026-11-20T11:00Z'),
      applications: {
        received: 12,
        associated: 4,
        // 3, 20, 0 and 7 days: the middle two, 3 and 7.
        medianDaysToMember: 5,
        closedByReason: tallies.closedByReason,
        openWhenComputed: tallies.openWhenComputed,
      },
      talks: { held: 2, seats: 9, attendance: 7 },
      formUse: { started: 40, sent: 25 },
    });
    expect(closedTotal(built.applications)).toBe(6);
    expect(openTotal(built.applications)).toBe(8);
  });

  it('has no median when nobody became a member', () => {
    const built = monthlyReport('2026-11', new Date(), { ...tallies, associations: [] });
    expect(built.applications).toMatchObject({ associated: 0, medianDaysToMember: null });
  });

  it('is final once computed at or after the month’s last midnight in El Salvador', () => {
    const at = (iso: string) => ({ ...report('2026-11', iso, 1, null) });
    expect(isFinal(at('2026-12-01T05:59:59.999Z'))).toBe(false);
    expect(isFinal(at('2026-12-01T06:00:00.000Z'))).toBe(true);
    expect(isFinal(at('2027-03-01T00:00:00.000Z'))).toBe(true);
  });
});

describe('the talks held in a month', () => {
  const november = monthPeriod('2026-11');
  const startingAt = (iso: string) => ({ startsAt: new Date(iso) });
  const late = new Date('2027-01-01T00:00:00Z');

  it('are the ones that started from the 1st at midnight in El Salvador to the next 1st’s midnight', () => {
    // 1 November at 00:00 and 23:59:59.999 on 30 November, in El Salvador.
    expect(isHeldIn(november, startingAt('2026-11-01T06:00:00.000Z'), late)).toBe(true);
    expect(isHeldIn(november, startingAt('2026-12-01T05:59:59.999Z'), late)).toBe(true);
    // 31 October at 11:30 p. m. in El Salvador (November in UTC); 1 December at 00:00 there.
    expect(isHeldIn(november, startingAt('2026-11-01T05:30:00.000Z'), late)).toBe(false);
    expect(isHeldIn(november, startingAt('2026-12-01T06:00:00.000Z'), late)).toBe(false);
    // 30 November at 7:00 p. m. in El Salvador is 1 December in UTC: still November's.
    expect(isHeldIn(november, startingAt('2026-12-01T01:00:00.000Z'), late)).toBe(true);
  });

  it('have begun: a talk still ahead when the report is computed is not held', () => {
    const talk = startingAt('2026-11-20T16:00:00.000Z');
    expect(isHeldIn(november, talk, new Date('2026-11-20T15:59:59.999Z'))).toBe(false);
    // At its very start it has begun (seats can no longer be given or freed).
    expect(isHeldIn(november, talk, new Date('2026-11-20T16:00:00.000Z'))).toBe(true);
  });

  it('add up their seats given and the seats marked attended, and the share attended of the seats', () => {
    const figures = talkFigures([
      { seatsGiven: 12, attended: 10 },
      { seatsGiven: 30, attended: 25 },
      { seatsGiven: 0, attended: 0 },
    ]);
    expect(figures).toEqual({ held: 3, seats: 42, attendance: 35 });
    // 35 of 42: 83.3 %, shown as a whole percentage.
    expect(attendanceRate(figures)).toBe(83);
    expect(attendanceRate({ held: 2, seats: 3, attendance: 2 })).toBe(67);
    expect(talkFigures([])).toEqual({ held: 0, seats: 0, attendance: 0 });
    expect(attendanceRate(talkFigures([]))).toBeNull();
  });
});

describe('the report as listed on screen, on paper and in the file', () => {
  const november: MonthlyReport = report('2026-11', '2026-12-01T11:00:00.000Z', 40, 6.5);

  it('lists the applications, each reason and open stage under its total, then the form’s use and the talks', () => {
    const sections = reportSections(november);
    expect(sections.map(({ title }) => title)).toEqual([
      'Solicitudes',
      'Formulario en línea',
      'Charlas informativas',
    ]);
    expect(sections[0]?.lines).toEqual([
      { label: 'Solicitudes recibidas', value: 40 },
      { label: 'Asociadas', value: 3 },
      {
        label: 'Mediana de días desde la solicitud hasta asociarse',
        value: 6.5,
        none: 'Ninguna asociada',
      },
      { label: 'Cerradas', value: 11 },
      { label: 'No se presentó', value: 1, part: true },
      { label: 'Documentos incompletos', value: 0, part: true },
      { label: 'No cumple los requisitos', value: 2, part: true },
      { label: 'Desistió', value: 0, part: true },
      { label: 'Solicitud duplicada', value: 1, part: true },
      { label: 'Spam o prueba', value: 7, part: true },
      { label: 'Abiertas al calcular el informe', value: 13 },
      { label: 'Nueva', value: 4, part: true },
      { label: 'En trámite', value: 9, part: true },
      { label: 'En revisión', value: 0, part: true },
    ]);
  });

  it('says of a report kept from before talks were counted that it has no figures of them', () => {
    expect(reportSections(november).at(-1)).toEqual({
      title: 'Charlas informativas',
      lines: [],
      note: 'Este informe se calculó antes de que se contaran las charlas: no tiene sus cifras.',
    });
    expect(JSON.stringify(reportCsvRows(november))).not.toMatch(/[Cc]harla/);
  });

  it('lists the talks held, the seats given, the attendance and its share of the seats', () => {
    const withTalks = { ...november, talks: { held: 3, seats: 45, attendance: 41 } };
    expect(reportSections(withTalks).at(-1)).toEqual({
      title: 'Charlas informativas',
      lines: [
        { label: 'Charlas realizadas', value: 3 },
        { label: 'Cupos asignados', value: 45 },
        { label: 'Asistencia', value: 41 },
        {
          label: 'Porcentaje de los cupos',
          value: 91,
          none: 'Sin cupos asignados',
          percent: true,
          part: true,
        },
      ],
    });
    expect(reportCsvRows(withTalks).slice(-4)).toEqual([
      ['2026-11', 'Charlas informativas', 'Charlas realizadas', '3'],
      ['2026-11', 'Charlas informativas', 'Cupos asignados', '45'],
      ['2026-11', 'Charlas informativas', 'Asistencia', '41'],
      ['2026-11', 'Charlas informativas', 'Asistencia: Porcentaje de los cupos', '91'],
    ]);
  });

  it('says plainly that a month had no talks, and its file still lists them at zero', () => {
    const none = { ...november, talks: { held: 0, seats: 0, attendance: 0 } };
    expect(reportSections(none).at(-1)?.note).toBe(
      'No hubo charlas informativas en noviembre de 2026.',
    );
    expect(reportCsvRows(none).slice(-4)).toEqual([
      ['2026-11', 'Charlas informativas', 'Charlas realizadas', '0'],
      ['2026-11', 'Charlas informativas', 'Cupos asignados', '0'],
      ['2026-11', 'Charlas informativas', 'Asistencia', '0'],
      ['2026-11', 'Charlas informativas', 'Asistencia: Porcentaje de los cupos', ''],
    ]);
  });

  it('lists the forms begun and sent on the page, and the share sent, a dash where none was begun', () => {
    const used = { ...november, formUse: { started: 50, sent: 31 } };
    expect(reportSections(used)[1]).toEqual({
      title: 'Formulario en línea',
      lines: [
        { label: 'Formularios empezados', value: 50 },
        { label: 'Formularios enviados', value: 31 },
        {
          label: 'Porcentaje de los empezados',
          value: 62,
          none: '—',
          percent: true,
          part: true,
        },
      ],
    });
    expect(reportCsvRows(used)).toContainEqual([
      '2026-11',
      'Formulario en línea',
      'Formularios enviados: Porcentaje de los empezados',
      '62',
    ]);
    const unused = { ...november, formUse: { started: 0, sent: 0 } };
    expect(reportSections(unused)[1]?.lines.at(-1)).toMatchObject({ value: null, none: '—' });
  });

  it('says from which day the form’s use was counted in the month counting began', () => {
    const begun = {
      ...november,
      formUse: { started: 6, sent: 3, countedFrom: '2026-11-20' as const },
    };
    expect(reportSections(begun)[1]).toMatchObject({
      title: 'Formulario en línea',
      footnote: 'Contado desde el 20 de noviembre de 2026.',
    });
    expect(reportSections(begun)[1]?.lines.map(({ value }) => value)).toEqual([6, 3, 50]);
    expect(reportSections({ ...november, formUse: { started: 6, sent: 3 } })[1]).not.toHaveProperty(
      'footnote',
    );
  });

  it('says of a month before the form’s use was counted that it has no figures of it', () => {
    expect(reportSections(november)[1]).toEqual({
      title: 'Formulario en línea',
      lines: [],
      note: 'El uso del formulario aún no se contaba en este mes: este informe no tiene sus cifras.',
    });
    expect(JSON.stringify(reportCsvRows(november))).not.toMatch(/Formulario/);
  });

  it('is a CSV of one figure a row, each row naming its month, the time in El Salvador, named after the month', () => {
    const rows = reportCsvRows(november);
    expect(rows.slice(0, 6)).toEqual([
      ['Mes', 'Sección', 'Concepto', 'Cifra'],
      ['2026-11', 'Informe', 'Calculado (hora de El Salvador)', '2026-12-01 05:00'],
      ['2026-11', 'Informe', 'Mes completo', 'Sí'],
      ['2026-11', 'Solicitudes', 'Solicitudes recibidas', '40'],
      ['2026-11', 'Solicitudes', 'Asociadas', '3'],
      ['2026-11', 'Solicitudes', 'Mediana de días desde la solicitud hasta asociarse', '6.5'],
    ]);
    expect(rows).toContainEqual(['2026-11', 'Solicitudes', 'Cerradas: Spam o prueba', '7']);
    expect(rows).toContainEqual([
      '2026-11',
      'Solicitudes',
      'Abiertas al calcular el informe: En trámite',
      '9',
    ]);
    const underWay = reportCsvRows(report('2026-11', '2026-11-20T11:00:00.000Z', 40, null));
    expect(underWay).toContainEqual(['2026-11', 'Informe', 'Mes completo', 'No, en curso']);
    expect(underWay).toContainEqual([
      '2026-11',
      'Solicitudes',
      'Mediana de días desde la solicitud hasta asociarse',
      '',
    ]);
    expect(reportFileName(november)).toBe('informe-mensual-2026-11.csv');
    const file = new PapaparseCsvWriter().write(rows);
    expect(file.split('\r\n')[3]).toBe('2026-11,Solicitudes,Solicitudes recibidas,40');
  });
});
