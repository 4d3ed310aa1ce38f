import { describe, expect, it } from 'vitest';
import type { MonthlyReport } from '../../src/reports/domain/monthly-report';
import type { MonthlyReportReadings } from '../../src/reports/domain/monthly-report-store';
import type { ReportMonth } from '../../src/reports/domain/report-month';

/**
 * What a test needs from a MonthlyReportStore adapter: the side that reads (the staff page), and
 * how the server saves (the adapter's own save(), or the server's where the reader cannot write).
 * `createHarness` gives an empty store.
 */
export interface MonthlyReportStoreHarness {
  readings: MonthlyReportReadings;
  save(report: MonthlyReport): Promise<void>;
}

export function report(
  month: ReportMonth,
  computedAt: string,
  received: number,
  medianDaysToMember: number | null,
): MonthlyReport {
  return {
    month,
    computedAt: new Date(computedAt),
    applications: {
      received,
      associated: medianDaysToMember === null ? 0 : 3,
      medianDaysToMember,
      closedByReason: {
        'no-se-presento': 1,
        'documentos-incompletos': 0,
        'no-cumple-requisitos': 2,
        desistio: 0,
        duplicada: 1,
        spam: 7,
      },
      openWhenComputed: { nueva: 4, 'en-tramite': 9, 'en-revision': 0 },
    },
  };
}

/** What every MonthlyReportStore adapter promises: each month's report, as last saved. */
export function describeMonthlyReportStoreContract(
  adapterName: string,
  createHarness: () => Promise<MonthlyReportStoreHarness>,
) {
  describe(`${adapterName} honours the MonthlyReportStore contract`, () => {
    it('has no report of a month never computed', async () => {
      const { readings } = await createHarness();
      expect(await readings.reportFor('2026-11')).toBeUndefined();
    });

    it('gives each month its own report as last saved, to the millisecond, a half-day median and none alike', async () => {
      const { readings, save } = await createHarness();
      await save(report('2026-11', '2026-11-20T11:00:00.123Z', 40, 6.5));
      await save(report('2026-10', '2026-11-01T11:00:00.000Z', 35, null));
      expect(await readings.reportFor('2026-11')).toEqual(
        report('2026-11', '2026-11-20T11:00:00.123Z', 40, 6.5),
      );
      const october = await readings.reportFor('2026-10');
      expect(october).toEqual(report('2026-10', '2026-11-01T11:00:00.000Z', 35, null));
      expect(october).not.toHaveProperty('talks');
      expect(october).not.toHaveProperty('formUse');

      await save(report('2026-11', '2026-11-21T11:00:00.456Z', 42, 7));
      expect(await readings.reportFor('2026-11')).toEqual(
        report('2026-11', '2026-11-21T11:00:00.456Z', 42, 7),
      );
    });

    it('keeps the talks’ part when a report has one', async () => {
      const { readings, save } = await createHarness();
      const withTalks = {
        ...report('2026-12', '2027-01-01T11:00:00.000Z', 20, 3),
        talks: { held: 4, seats: 52, attendance: 37 },
      };
      await save(withTalks);
      expect(await readings.reportFor('2026-12')).toEqual(withTalks);
      // A month without talks keeps its zeros: a report computed since talks are counted.
      const noTalks = {
        ...withTalks,
        month: '2027-01' as const,
        talks: { held: 0, seats: 0, attendance: 0 },
      };
      await save(noTalks);
      expect(await readings.reportFor('2027-01')).toEqual(noTalks);
    });

    it('keeps the form’s use when a report has it, zeros included', async () => {
      const { readings, save } = await createHarness();
      const withUse = {
        ...report('2026-12', '2027-01-01T11:00:00.000Z', 20, 3),
        formUse: { started: 58, sent: 36 },
      };
      await save(withUse);
      expect(await readings.reportFor('2026-12')).toEqual(withUse);
      const unused = { ...withUse, month: '2027-01' as const, formUse: { started: 0, sent: 0 } };
      await save(unused);
      expect(await readings.reportFor('2027-01')).toEqual(unused);
    });
  });
}
