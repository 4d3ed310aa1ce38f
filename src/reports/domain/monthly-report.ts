import type { Stage } from '../../applications/domain/workflow/stage';
import { CLOSE_REASONS, type CloseReason } from '../../applications/domain/workflow/transitions';
import { daysToMember, median, type Association } from './days-to-member';
import { isUpcoming } from '../../talks/domain/talk';
import type { FormUseDay, FormUseFigures } from '../../form-use/domain/form-use';
import { monthPeriod, type MonthPeriod, type ReportMonth } from './report-month';

/** The stages of an application still waiting on the office or the applicant. */
export const OPEN_STAGES = [
  'nueva',
  'en-tramite',
  'en-revision',
] as const satisfies readonly Stage[];
export type OpenStage = (typeof OPEN_STAGES)[number];

/**
 * The applications' part of a month's report. Only counts and a median: no number, name or any
 * other data of a person, so every member may read it.
 */
export interface ApplicationFigures {
  /** Sent in the month: `date` within it, whatever became of them since. */
  received: number;
  /**
   * Became members in the month: last marked Asociada in it (the application's `associatedAt`,
   * whenever it was sent), counted once each, and still Asociada when the report was computed (an
   * association undone does not count; one undone and made again counts in the month of the last).
   */
  associated: number;
  /**
   * Of those, the median of the office's calendar days from sent to Asociada (that last move);
   * null when none became members.
   */
  medianDaysToMember: number | null;
  /**
   * Closings recorded in the month (the history's `at`), per reason: one reopened since still
   * counts, and counts again if closed again.
   */
  closedByReason: Record<CloseReason, number>;
  /**
   * Sent before the month ended and still open (Nueva, En trámite, En revisión) when the report
   * was computed: at the close of a finished month (the schedule's run on the 1st), and now for
   * the month under way. Storage keeps only the present stage, so a month's open count cannot be
   * worked out later: it is taken once, and kept.
   */
  openWhenComputed: Record<OpenStage, number>;
}

/**
 * The information talks' part: the talks held in the month (started in it, on the office's
 * calendar, and begun when the report was computed), the seats given at them and how many of those
 * were marked attended. Counts only, as the applications' part.
 */
export interface TalkFigures {
  /** Talks held in the month: started within it, and begun (a talk still ahead is not held). */
  held: number;
  /** Seats given at those talks, all together. */
  seats: number;
  /** Of those seats, the ones marked attended. */
  attendance: number;
}

/** Whether a talk counts as held in the month at `now`: it started in it, and has begun. */
export const isHeldIn = (
  { start, end }: MonthPeriod,
  talk: { startsAt: Date },
  now: Date,
): boolean =>
  talk.startsAt.getTime() >= start.getTime() &&
  talk.startsAt.getTime() < end.getTime() &&
  !isUpcoming(talk, now);

/** The talks' figures from the talks held (TalkTally) and each one's seats marked attended. */
export function talkFigures(
  held: readonly { seatsGiven: number; attended: number }[],
): TalkFigures {
  return {
    held: held.length,
    seats: held.reduce((sum, { seatsGiven }) => sum + seatsGiven, 0),
    attendance: held.reduce((sum, { attended }) => sum + attended, 0),
  };
}

/** Attended seats as a whole percentage of the seats given; null when no seat was given. */
export const attendanceRate = ({ seats, attendance }: TalkFigures): number | null =>
  seats === 0 ? null : Math.round((attendance / seats) * 100);

/** One month's figures for the board, as computed at `computedAt`. */
export interface MonthlyReport {
  month: ReportMonth;
  computedAt: Date;
  applications: ApplicationFigures;
  /**
   * Every report computed since the talks are counted has it (zeros in a month without talks);
   * a report kept from before has none, and never zeros standing in for it.
   */
  talks?: TalkFigures;
  /**
   * The public form's use in the month (src/form-use): forms begun and forms sent, as the page's
   * beacons counted them on the office's days. A month that ended before they were counted, or a
   * report kept from before, has none, and never zeros standing in for it.
   */
  formUse?: FormUseInMonth;
}

/** A month's form use; `countedFrom` when counting began within the month, on that day. */
export interface FormUseInMonth extends FormUseFigures {
  countedFrom?: FormUseDay;
}

/** A month's form use as a report keeps it: the figures alone, `countedFrom` only when set. */
export const formUseInMonthOf = ({
  started,
  sent,
  countedFrom,
}: FormUseInMonth): FormUseInMonth => ({
  started,
  sent,
  ...(countedFrom ? { countedFrom } : {}),
});

/** What storage counted for a month, before the median is taken. */
export interface MonthTallies {
  received: number;
  closedByReason: Record<CloseReason, number>;
  openWhenComputed: Record<OpenStage, number>;
  /** The applications that became members in the month and still are, one each. */
  associations: readonly Association[];
  talks: TalkFigures;
  /** Undefined for a month that ended before the form's use was counted. */
  formUse: FormUseInMonth | undefined;
}

export function monthlyReport(
  month: ReportMonth,
  computedAt: Date,
  { received, closedByReason, openWhenComputed, associations, talks, formUse }: MonthTallies,
): MonthlyReport {
  return {
    month,
    computedAt,
    applications: {
      received,
      associated: associations.length,
      medianDaysToMember: median(associations.map(daysToMember)),
      closedByReason: { ...closedByReason },
      openWhenComputed: { ...openWhenComputed },
    },
    talks: { ...talks },
    ...(formUse ? { formUse: formUseInMonthOf(formUse) } : {}),
  };
}

/** Computed once the month was over: its figures no longer change, and the schedule leaves it. */
export const isFinal = (report: MonthlyReport): boolean =>
  report.computedAt.getTime() >= monthPeriod(report.month).end.getTime();

export const closedTotal = ({ closedByReason }: ApplicationFigures): number =>
  CLOSE_REASONS.reduce((sum, reason) => sum + closedByReason[reason], 0);

export const openTotal = ({ openWhenComputed }: ApplicationFigures): number =>
  OPEN_STAGES.reduce((sum, stage) => sum + openWhenComputed[stage], 0);

/** A record of zeros, one per key: what a count starts from. */
export const zeroes = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
