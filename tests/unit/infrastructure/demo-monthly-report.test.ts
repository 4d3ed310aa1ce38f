import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoStaffAdapters } from '../../../src/pages/staff/demo-staff-adapters';
import {
  monthOf,
  monthsBackFrom,
  MONTHS_OFFERED,
  previousMonth,
} from '../../../src/reports/domain/report-month';
import type { MonthlyReport } from '../../../src/reports/domain/monthly-report';

const now = new Date('2026-11-21T15:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

async function reportsOf(adapters: ReturnType<typeof createDemoStaffAdapters>) {
  const months = monthsBackFrom(monthOf(now), MONTHS_OFFERED);
  const reports = months.map((month) => adapters.monthlyReports.reportFor(month));
  await vi.advanceTimersByTimeAsync(5_000);
  return (await Promise.all(reports)).filter((report): report is MonthlyReport => !!report);
}

describe("the demo's monthly report", () => {
  it('adds up as a real one: a form sent for each application received, never more sent than begun', async () => {
    vi.useFakeTimers({ now });
    const reports = await reportsOf(createDemoStaffAdapters({ now: () => now }));

    expect(reports.length).toBeGreaterThan(12);
    for (const { month, applications, formUse } of reports) {
      if (!formUse) continue;
      expect(formUse.sent, month).toBe(applications.received);
      expect(formUse.started, month).toBeGreaterThanOrEqual(formUse.sent);
    }
    const last = reports.find(({ month }) => month === previousMonth(monthOf(now)));
    expect(last?.applications.received).toBeGreaterThan(0);
    expect(last?.formUse?.sent).toBe(last?.applications.received);
    // Some forms are begun and left, as on a real page.
    expect(reports.some(({ formUse }) => formUse && formUse.started > formUse.sent)).toBe(true);
  });

  it('counts an application that arrives as a form begun and sent that day', async () => {
    vi.useFakeTimers({ now });
    const adapters = createDemoStaffAdapters({ now: () => now });
    const month = monthOf(now);
    const before = adapters.monthlyReports.reportFor(month);
    await vi.advanceTimersByTimeAsync(1_000);
    const { formUse: earlier } = (await before)!;

    await vi.advanceTimersByTimeAsync(2 * 60_000);
    const after = adapters.monthlyReports.reportFor(month);
    await vi.advanceTimersByTimeAsync(1_000);
    const report = (await after)!;

    expect(report.formUse?.sent).toBe(earlier!.sent + 1);
    expect(report.formUse?.sent).toBe(report.applications.received);
  });
});
