import type { Stage } from './workflow/stage';
import { stageOf, type WorkflowFlags } from './workflow/stage';
import { missingItems, type Checklist } from './requirements/checklist';

/**
 * Whether an application is moving. Progress is a move of stage or a tick (or untick) of a
 * requirement: each one stamps the application's `progressAt` with storage's own clock, in the
 * same write (firestore.rules require it). A note, a seat at a talk or an admin's correction is
 * not progress. An application nothing happened to since it arrived has no `progressAt`: its
 * `date` counts.
 */

const DAY_MS = 86_400_000;

/**
 * After how many days without progress an application En trámite with requirements missing is
 * "waiting on the applicant": two weeks, time enough to bring a paper or come to a talk (there is
 * one a week), so the office calls to ask.
 */
export const WAITING_AFTER_DAYS = 14;

/** After how many days without progress an open application stands out in every list. */
export const STALE_AFTER_DAYS = 30;

/** The stages in which something is still to be done: no progress there is a problem. */
export const OPEN_STAGES: readonly Stage[] = ['nueva', 'en-tramite', 'en-revision'];

export interface ProgressFacts extends WorkflowFlags {
  date: Date;
  /** Its last move or tick; null when nothing happened since it arrived. */
  progressAt: Date | null;
  nit: string;
  checklist: Checklist;
}

/** When the application last moved: its last move or tick, or its arrival. */
export const lastProgressAt = ({ date, progressAt }: { date: Date; progressAt: Date | null }) =>
  progressAt ?? date;

/** Whole days (of 24 hours) from `from` to `now`: 0 for less than a day, never negative. */
export const wholeDaysBetween = (from: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - from.getTime()) / DAY_MS));

/**
 * An application whose last progress is before this moment has gone more than
 * WAITING_AFTER_DAYS without any: what the list 'Esperando al solicitante' asks storage for.
 */
export const waitingCutoff = (now: Date): Date =>
  new Date(now.getTime() - WAITING_AFTER_DAYS * DAY_MS);

/**
 * Waiting on the applicant as of `cutoff` (waitingCutoff): En trámite, a requirement still
 * missing (with all of them met, it waits on the office, to mark it Asociada), and no progress
 * since before the cutoff. Adapters ask storage for the stage and the time and keep only those
 * with something missing, which storage cannot query.
 */
export function isWaitingSince(application: ProgressFacts, cutoff: Date): boolean {
  return (
    stageOf(application) === 'en-tramite' &&
    missingItems(application).length > 0 &&
    lastProgressAt(application).getTime() < cutoff.getTime()
  );
}

/** Waiting on the applicant: more than WAITING_AFTER_DAYS without progress, as of `now`. */
export const isWaitingOnApplicant = (application: ProgressFacts, now: Date): boolean =>
  isWaitingSince(application, waitingCutoff(now));

/**
 * The whole days an open application has gone without progress, when that is STALE_AFTER_DAYS
 * or more (it stands out); null otherwise, and always for one Asociada or Cerrada.
 */
export function staleDays(
  application: WorkflowFlags & { date: Date; progressAt: Date | null },
  now: Date,
): number | null {
  if (!OPEN_STAGES.includes(stageOf(application))) return null;
  const days = wholeDaysBetween(lastProgressAt(application), now);
  return days >= STALE_AFTER_DAYS ? days : null;
}

/** 'Sin avance en 34 días': how a stale application says so, on screen and to a screen reader. */
export const staleText = (days: number): string => `Sin avance en ${days} días`;
