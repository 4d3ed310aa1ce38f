import { describe, expect, it } from 'vitest';
import { InMemoryApplicationInbox } from '../../../src/applications/adapters/memory/in-memory-application-inbox';
import { PapaparseCsvWriter } from '../../../src/inbox/adapters/papaparse-csv-writer';
import type { StageChange } from '../../../src/applications/domain/history-entry';
import { CountFormUse } from '../../../src/form-use/application/count-form-use';
import type { FormUseEvent } from '../../../src/form-use/domain/form-use';
import { InMemoryFormUseCounts } from '../../../src/form-use/adapters/memory/in-memory-form-use-counts';
import { InMemoryMonthActivity } from '../../../src/reports/adapters/memory/in-memory-month-activity';
import { InMemoryMonthTalks } from '../../../src/reports/adapters/memory/in-memory-month-talks';
import { InMemoryMonthlyReportStore } from '../../../src/reports/adapters/memory/in-memory-monthly-report-store';
import { ComputeMonthlyReport } from '../../../src/reports/application/compute-monthly-report';
import { ExportMonthlyReport } from '../../../src/reports/application/export-monthly-report';
import { ListReportMonths } from '../../../src/reports/application/list-report-months';
import { ReadMonthlyReport } from '../../../src/reports/application/read-monthly-report';
import { RefreshMonthlyReports } from '../../../src/reports/application/refresh-monthly-reports';
import type { MonthlyReportStore } from '../../../src/reports/domain/monthly-report-store';
import type { ReportMonth } from '../../../src/reports/domain/report-month';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import { InMemoryTalkCalendar } from '../../../src/talks/adapters/memory/in-memory-talk-calendar';
import { applicationRecord } from '../../support/application-record-fixtures';
import { seatsAt, talk } from '../../contract/month-talks-contract';
import { report } from '../../contract/monthly-report-store-contract';

const CLERK = { uid: 'empleado', email: 'empleado@cooperativa.example' };

/** A clock the test sets, as days pass at the office. */
const settable = (iso: string) => {
  let now = new Date(iso);
  return { now: () => new Date(now), set: (next: string) => (now = new Date(next)) };
};

/**
 * The server's report on in-memory adapters, over the inbox's own store: what staff do in the
 * inbox (recordTransition, at the clock's time) is what the report counts.
 */
function world(
  start = '2026-11-02T15:00:00Z',
  store: MonthlyReportStore = new InMemoryMonthlyReportStore(),
) {
  const clock = settable(start);
  const inbox = new InMemoryApplicationInbox(clock);
  const activity = new InMemoryMonthActivity(inbox.store);
  const calendar = new InMemoryTalkCalendar(inbox.store);
  const formUse = new InMemoryFormUseCounts();
  const compute = new ComputeMonthlyReport(
    activity,
    new InMemoryMonthTalks(calendar),
    formUse,
    store,
    clock,
  );
  const refresh = new RefreshMonthlyReports(compute, store, clock);
  const moveAt = (iso: string, id: ApplicationId, change: StageChange) => {
    clock.set(iso);
    return inbox.recordTransition(id, change, CLERK);
  };
  return { clock, inbox, calendar, formUse, store, compute, refresh, moveAt };
}

const associate: StageChange = { from: 'en-tramite', to: 'asociada', reason: null };

describe('ComputeMonthlyReport', () => {
  it('counts what staff did in the inbox during the month, by when they did it, and keeps the report', async () => {
    const { inbox, store, compute, moveAt, clock } = world();
    inbox.seed([
      // Sent in October (El Salvador), associated in November.
      applicationRecord('SOL1000', new Date('2026-10-28T16:00:00Z'), { stage: 'en-tramite' }),
      // Sent on 1 November at 00:30 in El Salvador: November's first half hour.
      applicationRecord('SOL1001', new Date('2026-11-01T06:30:00Z'), { stage: 'en-tramite' }),
      applicationRecord('SOL1002', new Date('2026-11-03T15:00:00Z')),
      applicationRecord('SOL1003', new Date('2026-11-04T15:00:00Z'), { stage: 'en-tramite' }),
      // Sent at 11:30 p. m. on 31 October in El Salvador: October's.
      applicationRecord('SOL1004', new Date('2026-11-01T05:30:00Z')),
    ]);
    await moveAt('2026-11-05T15:00:00Z', 'SOL1000', associate);
    await moveAt('2026-11-10T15:00:00Z', 'SOL1001', associate);
    await moveAt('2026-11-06T15:00:00Z', 'SOL1002', {
      from: 'nueva',
      to: 'cerrada',
      reason: 'no-se-presento',
    });
    // Closed on 30 November at 11:00 p. m. in El Salvador: November's closing.
    await moveAt('2026-12-01T05:00:00Z', 'SOL1003', {
      from: 'en-tramite',
      to: 'cerrada',
      reason: 'desistio',
    });
    clock.set('2026-12-01T11:00:00Z');

    const computed = await compute.execute('2026-11');

    expect(computed).toEqual({
      month: '2026-11',
      computedAt: new Date('2026-12-01T11:00:00Z'),
      applications: {
        received: 3,
        associated: 2,
        // 8 days (28 October to 5 November) and 9 (1 to 10 November).
        medianDaysToMember: 8.5,
        closedByReason: {
          'no-se-presento': 1,
          'documentos-incompletos': 0,
          'no-cumple-requisitos': 0,
          desistio: 1,
          duplicada: 0,
          spam: 0,
        },
        // SOL1004 (sent in October, still Nueva); the others moved on.
        openWhenComputed: { nueva: 1, 'en-tramite': 0, 'en-revision': 0 },
      },
      // No talks in November: zeros, which the report says in words.
      talks: { held: 0, seats: 0, attendance: 0 },
      // The form's use was never counted: no figures of it, never zeros standing in for them.
    });
    expect(await store.reportFor('2026-11')).toEqual(computed);
    expect(await store.reportFor('2026-10')).toBeUndefined();
  });
});

describe('ComputeMonthlyReport, the talks', () => {
  it('counts the talks held in the month on the office’s clock, their seats and who came; a talk still ahead is not held', async () => {
    const { calendar, compute, clock } = world();
    calendar.seed(
      [
        // 1 November at 00:30 in El Salvador: November's, though it is still 1 November in UTC
        // at 06:30.
        talk('madrugada', new Date('2026-11-01T06:30:00Z'), 3),
        // 31 October at 11:30 p. m. in El Salvador: October's, though November in UTC.
        talk('halloween', new Date('2026-11-01T05:30:00Z'), 6),
        talk('martes', new Date('2026-11-10T15:00:00Z'), 5),
        // 30 November at 7:00 p. m. in El Salvador: November's, though December in UTC.
        talk('ultima', new Date('2026-12-01T01:00:00Z'), 4),
      ],
      [
        ...seatsAt('madrugada', 3, 3),
        ...seatsAt('halloween', 6, 6, 2000),
        ...seatsAt('martes', 5, 2, 3000),
        ...seatsAt('ultima', 4, 0, 4000),
      ],
    );

    // 20 November: the last talk is ahead, neither held nor its seats counted.
    clock.set('2026-11-20T15:00:00Z');
    expect((await compute.execute('2026-11')).talks).toEqual({
      held: 2,
      seats: 8,
      attendance: 5,
    });

    // At the month's close it was held, and nobody came.
    clock.set('2026-12-01T11:00:00Z');
    expect((await compute.execute('2026-11')).talks).toEqual({
      held: 3,
      seats: 12,
      attendance: 5,
    });
    expect((await compute.execute('2026-10')).talks).toEqual({
      held: 1,
      seats: 6,
      attendance: 6,
    });
  });

  it('counts attendance as staff record it at the talk', async () => {
    const { calendar, compute, clock, inbox } = world('2026-11-02T15:00:00Z');
    inbox.seed([
      applicationRecord('SOL1000', new Date('2026-10-28T16:00:00Z'), { stage: 'en-tramite' }),
    ]);
    const id = await calendar.create({
      startsAt: new Date('2026-11-05T15:00:00Z'),
      place: 'Salón',
      seats: 10,
    });
    await calendar.assign('SOL1000', id, clock.now());
    clock.set('2026-11-05T15:10:00Z');
    expect((await compute.execute('2026-11')).talks).toEqual({ held: 1, seats: 1, attendance: 0 });

    await calendar.recordAttendance('SOL1000', id, clock.now(), CLERK);
    expect((await compute.execute('2026-11')).talks).toEqual({ held: 1, seats: 1, attendance: 1 });
  });
});

describe('ComputeMonthlyReport, the public form’s use', () => {
  it('adds up the forms begun and sent on the month’s days in El Salvador, as the page’s beacons were counted', async () => {
    const { formUse, compute, store, clock } = world('2026-12-01T11:00:00Z');
    const countAt = async (iso: string, event: FormUseEvent) => {
      clock.set(iso);
      await new CountFormUse(formUse, clock).execute(event);
    };
    // 31 October at 11:30 p. m. there (November in UTC): October's.
    await countAt('2026-11-01T05:30:00Z', 'empezado');
    await countAt('2026-11-01T06:00:00Z', 'empezado');
    await countAt('2026-11-15T15:00:00Z', 'empezado');
    await countAt('2026-11-15T15:20:00Z', 'enviado');
    // 30 November at 11:59 p. m. there (December in UTC): November's.
    await countAt('2026-12-01T05:59:00Z', 'enviado');
    await countAt('2026-12-01T06:00:00Z', 'empezado');
    clock.set('2026-12-01T11:00:00Z');

    const november = await compute.execute('2026-11');

    expect(november.formUse).toEqual({ started: 2, sent: 2 });
    expect((await store.reportFor('2026-11'))?.formUse).toEqual({ started: 2, sent: 2 });
    // The first day counted was 31 October: October's figures say so.
    expect((await compute.execute('2026-10')).formUse).toEqual({
      started: 1,
      sent: 0,
      countedFrom: '2026-10-31',
    });
  });

  it('leaves out the form’s use of a month that ended before the first day counted, and says from which day it was counted in the month it began', async () => {
    const { formUse, compute, store } = world('2026-12-01T11:00:00Z');
    // The first run after the deploy, before any beacon: no month has figures yet.
    expect((await compute.execute('2026-11')).formUse).toBeUndefined();

    // The first beacons, on 20 November.
    formUse.seed({ '2026-11-20': { started: 4, sent: 3 }, '2026-11-21': { started: 2, sent: 0 } });

    const october = await compute.execute('2026-10');
    expect(october).not.toHaveProperty('formUse');
    expect(await store.reportFor('2026-10')).not.toHaveProperty('formUse');
    expect((await compute.execute('2026-11')).formUse).toEqual({
      started: 6,
      sent: 3,
      countedFrom: '2026-11-20',
    });
    // Counted all through December, and nothing happened: zeros, and no note.
    expect((await compute.execute('2026-12')).formUse).toEqual({ started: 0, sent: 0 });
  });
});

describe("RefreshMonthlyReports, the server's daily run", () => {
  const monthsOf = (reports: { month: ReportMonth }[]) => reports.map(({ month }) => month);

  it('on the 1st closes the month that ended and starts the new one; on later days refreshes the new one alone', async () => {
    const { refresh, clock, store, inbox } = world('2026-11-30T11:00:00Z');
    expect(monthsOf(await refresh.execute())).toEqual(['2026-10', '2026-11']);
    expect((await store.reportFor('2026-11'))?.applications.received).toBe(0);

    // 1 December, 5:00 a. m. in El Salvador.
    clock.set('2026-12-01T11:00:00Z');
    expect(monthsOf(await refresh.execute())).toEqual(['2026-11', '2026-12']);
    const november = await store.reportFor('2026-11');
    expect(november?.computedAt).toEqual(new Date('2026-12-01T11:00:00Z'));

    // What arrives later with a November date changes nothing: November is final.
    inbox.seed([applicationRecord('SOL2000', new Date('2026-11-20T15:00:00Z'))]);
    clock.set('2026-12-02T11:00:00Z');
    expect(monthsOf(await refresh.execute())).toEqual(['2026-12']);
    expect(await store.reportFor('2026-11')).toEqual(november);
    expect((await store.reportFor('2026-12'))?.computedAt).toEqual(clock.now());
  });

  it('closes last month on the next day’s run when the run on the 1st failed', async () => {
    const failing = new InMemoryMonthlyReportStore();
    let down = true;
    const store: MonthlyReportStore = {
      reportFor: (month) => failing.reportFor(month),
      save: async (saved) => {
        if (down) throw new Error('unavailable');
        await failing.save(saved);
      },
    };
    const { refresh, clock } = world('2026-12-01T11:00:00Z', store);
    await expect(refresh.execute()).rejects.toThrow('unavailable');

    down = false;
    clock.set('2026-12-02T11:00:00Z');
    expect(monthsOf(await refresh.execute())).toEqual(['2026-11', '2026-12']);
    expect((await failing.reportFor('2026-11'))?.computedAt).toEqual(
      new Date('2026-12-02T11:00:00Z'),
    );
  });
});

describe("the staff page's use cases", () => {
  it('read a month’s report as kept, and none for a month never computed', async () => {
    const store = new InMemoryMonthlyReportStore();
    const november = report('2026-11', '2026-12-01T11:00:00.000Z', 40, 6.5);
    await store.save(november);
    const read = new ReadMonthlyReport(store);
    expect(await read.execute('2026-11')).toEqual(november);
    expect(await read.execute('2026-10')).toBeUndefined();
    await expect(read.execute('2026-13' as ReportMonth)).rejects.toThrow(RangeError);
  });

  it('make the report a CSV file named after its month, formulas neutralised by the inbox’s writer', () => {
    const file = new ExportMonthlyReport(new PapaparseCsvWriter()).execute(
      report('2026-11', '2026-12-01T11:00:00.000Z', 40, 6.5),
    );
    expect(file.fileName).toBe('informe-mensual-2026-11.csv');
    expect(file.content.startsWith('\uFEFFMes,Sección,Concepto,Cifra\r\n')).toBe(true);
    expect(file.content).toContain(
      '2026-11,Solicitudes,Mediana de días desde la solicitud hasta asociarse,6.5',
    );
  });

  it('offer two years of months on the office’s calendar, opening on the last whole one', () => {
    // 1 December at 00:30 in El Salvador (06:30 UTC): December has begun.
    const months = new ListReportMonths({ now: () => new Date('2026-12-01T06:30:00Z') }).execute();
    expect(months.current).toBe('2026-12');
    expect(months.lastClosed).toBe('2026-11');
    expect(months.months).toHaveLength(24);
    expect(months.months.slice(0, 3)).toEqual(['2026-12', '2026-11', '2026-10']);
    expect(months.months.at(-1)).toBe('2025-01');
    // 30 November at 11:30 p. m. there: still November, though December in UTC.
    expect(
      new ListReportMonths({ now: () => new Date('2026-12-01T05:30:00Z') }).execute().current,
    ).toBe('2026-11');
  });
});
