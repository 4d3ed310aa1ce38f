import type { Clock } from '../../shared/domain/clock';
import { namedError } from '../../shared/domain/named-error';

/**
 * How long the server's intake works on one application at most: its answer reaches the page
 * before the page gives up on the attempt (INTAKE_TIMEOUT_MS, 9 s).
 */
export const INTAKE_DEADLINE_MS = 7_000;

/**
 * How long the intake works on a form sent without the page's script: no script gives up on it,
 * the browser waits for the page (well past this), and the function's own limit is 30 s. A cold
 * start and a slow store still end in the number rather than an error page.
 */
export const PLAIN_FORM_DEADLINE_MS = 20_000;

/**
 * The page and the server share one budget, measured by the page: each attempt says in this
 * header how many milliseconds the page will still wait for its answer.
 */
export const INTAKE_BUDGET_HEADER = 'Intake-Budget-Ms';

/** Kept out of the page's budget for the answer's way back to the page. */
export const ANSWER_TRAVEL_MS = 2_000;

/** A budget the page could not have sent (ours never exceeds two 9 s attempts) is not read. */
const MOST_BUDGET_MS = 60_000;

/**
 * When the intake's answer is due: from the moment the handler started, the page's budget less
 * the answer's way back, never more than INTAKE_DEADLINE_MS. A missing or absurd budget (an old
 * tab, a script) gets the cap. The server cannot see how long the request waited for an
 * instance before its handler ran (a cold start): that wait eats the page's budget unseen, which
 * is why the page retries with the same Idempotency-Key rather than counting on this alone.
 */
export function intakeDeadline(handlerStartedAt: number, budgetHeader: string | undefined): Date {
  const budget = /^\d{1,6}$/.test(budgetHeader ?? '') ? Number(budgetHeader) : undefined;
  const allowed =
    budget === undefined || budget > MOST_BUDGET_MS
      ? INTAKE_DEADLINE_MS
      : Math.max(0, Math.min(INTAKE_DEADLINE_MS, budget - ANSWER_TRAVEL_MS));
  return new Date(handlerStartedAt + allowed);
}

/**
 * The longest one storage call may take, and the least time left for the save itself: the
 * application is saved only if it can finish before the deadline, so an answer of failure is
 * rarely followed by a save (and when a slow start makes it so, the page's retry under the same
 * key is answered with that save's number).
 */
export const STORAGE_CALL_BUDGET_MS = 2_500;

/** The deadline came before the application could be saved: nothing was saved. */
export class IntakeDeadlineError extends namedError('IntakeDeadlineError') {}

/**
 * Whether `calls` storage calls in a row, started now, still end before the answer is due (each
 * may take STORAGE_CALL_BUDGET_MS). Without a deadline there is always time.
 */
export function hasTimeForStorageCalls(
  deadline: Date | undefined,
  clock: Clock,
  calls = 1,
): boolean {
  if (!deadline) return true;
  return clock.now().getTime() <= deadline.getTime() - calls * STORAGE_CALL_BUDGET_MS;
}

/** The rule before each call the save needs: none starts that could end after the deadline. */
export function requireTimeToSave(deadline: Date | undefined, clock: Clock): void {
  if (!hasTimeForStorageCalls(deadline, clock))
    throw new IntakeDeadlineError('Too late to save before the answer is due');
}
