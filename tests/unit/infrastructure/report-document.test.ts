import { describe, expect, it } from 'vitest';
import { monthlyReportOf, reportFields } from '../../../src/reports/adapters/report-document';
import { MalformedDocumentError } from '../../../src/shared/domain/storage-errors';
import { report } from '../../contract/monthly-report-store-contract';

const PATH = 'Reports/2026-11';
const AT = new Date('2026-12-01T11:00:00.000Z');

describe("the stored report's form use (Reports/YYYY-MM formUse)", () => {
  it('is written and read back as its two counts, and absent where the report has none', () => {
    const withUse = {
      ...report('2026-11', AT.toISOString(), 40, 6.5),
      formUse: { started: 58, sent: 36 },
    };
    const fields = reportFields(withUse);
    expect(fields.formUse).toEqual({ started: 58, sent: 36 });
    expect(monthlyReportOf(PATH, fields, AT)).toEqual(withUse);

    const before = report('2026-11', AT.toISOString(), 40, 6.5);
    expect(reportFields(before)).not.toHaveProperty('formUse');
    expect(monthlyReportOf(PATH, reportFields(before), AT)).not.toHaveProperty('formUse');
  });

  it('keeps the day counting began, in the month it began', () => {
    const begun = {
      ...report('2026-11', AT.toISOString(), 40, 6.5),
      formUse: { started: 12, sent: 7, countedFrom: '2026-11-20' as const },
    };
    const fields = reportFields(begun);
    expect(fields.formUse).toEqual({ started: 12, sent: 7, countedFrom: '2026-11-20' });
    expect(monthlyReportOf(PATH, fields, AT)).toEqual(begun);
  });

  it('is refused, naming the field, when it is not a map of two whole counts', () => {
    const fields = reportFields(report('2026-11', AT.toISOString(), 40, 6.5));
    for (const [formUse, field] of [
      ['62 %', 'formUse'],
      [null, 'formUse'],
      [{ started: 10 }, 'formUse.sent'],
      [{ started: -1, sent: 0 }, 'formUse.started'],
      [{ started: 10, sent: 2.5 }, 'formUse.sent'],
      [{ started: 10, sent: 2, countedFrom: '20 de noviembre' }, 'formUse.countedFrom'],
    ] as const) {
      const read = () => monthlyReportOf(PATH, { ...fields, formUse }, AT);
      expect(read).toThrow(MalformedDocumentError);
      expect(read).toThrow(expect.objectContaining({ field }));
    }
  });
});
