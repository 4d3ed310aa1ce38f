import type { Stage } from '../../inbox/domain/workflow/stage';
import { CLOSE_REASONS, type CloseReason } from '../../inbox/domain/workflow/transitions';
import { daysToMember, median, type Association } from './days-to-member';
import { monthPeriod, type ReportMonth } from './report-month';

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
   * Became members in the month: a move to Asociada recorded in it (the history's `at`, whenever
   * they were sent), counted once each, and still Asociada when the report was computed (an
   * association undone does not count).
   */
  associated: number;
  /**
   * Of those, the median of the office's calendar days from sent to Asociada (the last such move
   * in the month); null when none became members.
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
 * The information talks' part: joins the report once the talks are recorded (another module, not
 * built yet). Until then a report has none, and nothing about talks is shown.
 */
export interface TalkFigures {
  /** Talks given in the month. */
  held: number;
  /** People who attended them, all talks together. */
  attendance: number;
}

/** One month's figures for the board, as computed at `computedAt`. */
export interface MonthlyReport {
  month: ReportMonth;
  computedAt: Date;
  applications: ApplicationFigures;
  /** Absent until there is a source of talks: never zeros standing in for it. */
  talks?: TalkFigures;
}

/** What storage counted for a month, before the median is taken. */
export interface MonthTallies {
  received: number;
  closedByReason: Record<CloseReason, number>;
  openWhenComputed: Record<OpenStage, number>;
  /** The applications that became members in the month and still are, one each. */
  associations: readonly Association[];
}

export function monthlyReport(
  month: ReportMonth,
  computedAt: Date,
  { received, closedByReason, openWhenComputed, associations }: MonthTallies,
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
