import type { Clock } from '../../shared/domain/clock';
import type { MonthActivity } from '../domain/month-activity';
import type { MonthTalks } from '../domain/month-talks';
import {
  isHeldIn,
  monthlyReport,
  talkFigures,
  type FormUseInMonth,
  type MonthlyReport,
  type TalkFigures,
} from '../domain/monthly-report';
import type { MonthlyReportStore } from '../domain/monthly-report-store';
import { monthDays, monthPeriod, type MonthPeriod, type ReportMonth } from '../domain/report-month';
import type { FormUseDay } from '../../form-use/domain/form-use';
import type { FormUseTotals } from '../../form-use/domain/form-use-counts';

/**
 * The month's talks held by `now`, and their attendance: the month's talks read, then one count
 * per talk held (a talk still ahead is neither held nor counted).
 */
async function tallyTalks(
  source: MonthTalks,
  period: MonthPeriod,
  now: Date,
): Promise<TalkFigures> {
  const held = (await source.talksStarting(period)).filter((talk) => isHeldIn(period, talk, now));
  const attended = await Promise.all(held.map(({ id }) => source.countAttended(id)));
  return talkFigures(
    held.map(({ seatsGiven }, index) => ({ seatsGiven, attended: attended[index] ?? 0 })),
  );
}

/** Where a month's figures come from: the applications' counts, the talks', the form's use. */
export interface ReportSources {
  activity: MonthActivity;
  talks: MonthTalks;
  formUse: FormUseTotals;
}

/**
 * The form's use on the month's days (the office's calendar), added up from the first day counted:
 * none for a month that ended before it (nothing was counted then, so no zeros stand in for it),
 * and for the month it began in, the days from it, saying so.
 */
async function tallyFormUse(
  source: FormUseTotals,
  month: ReportMonth,
): Promise<FormUseInMonth | undefined> {
  const { first, last } = monthDays(month) as { first: FormUseDay; last: FormUseDay };
  const countedFrom = await source.firstCountedDay();
  if (countedFrom === undefined || countedFrom > last) return undefined;
  if (countedFrom <= first) return source.totals(first, last);
  return { ...(await source.totals(countedFrom, last)), countedFrom };
}

/**
 * A month's report as storage counts it at `now`: the counts at once, then the median of the
 * month's new members, and the talks held. For a month under way, what happened so far.
 */
export async function tallyMonth(
  { activity, talks: talkSource, formUse: formUseSource }: ReportSources,
  month: ReportMonth,
  now: Date,
): Promise<MonthlyReport> {
  const period = monthPeriod(month);
  const [received, closedByReason, openWhenComputed, associations, talks, formUse] =
    await Promise.all([
      activity.countReceived(period),
      activity.countClosings(period),
      activity.countOpen(period.end),
      activity.associations(period),
      tallyTalks(talkSource, period, now),
      tallyFormUse(formUseSource, month),
    ]);
  return monthlyReport(month, now, {
    received,
    closedByReason,
    openWhenComputed,
    associations,
    talks,
    formUse,
  });
}

/** Computes one month's report and keeps it, replacing what was kept for that month. */
export class ComputeMonthlyReport {
  constructor(
    private readonly activity: MonthActivity,
    private readonly talks: MonthTalks,
    private readonly formUse: FormUseTotals,
    private readonly store: MonthlyReportStore,
    private readonly clock: Clock,
  ) {}

  async execute(month: ReportMonth): Promise<MonthlyReport> {
    const sources = { activity: this.activity, talks: this.talks, formUse: this.formUse };
    const report = await tallyMonth(sources, month, this.clock.now());
    await this.store.save(report);
    return report;
  }
}
