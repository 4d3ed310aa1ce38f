import { namedError } from '../../shared/domain/named-error';

/**
 * How long the server's intake works on one application: its answer reaches the page before the
 * page gives up (INTAKE_TIMEOUT_MS, 9 s), well inside the 10 s the applicant is promised.
 */
export const INTAKE_DEADLINE_MS = 7_000;

/**
 * The longest one storage call may take, and the least time left for the save itself: the
 * application is saved only if it can finish before the deadline, so an answer of failure is
 * never followed by a save the applicant does not know about (and would then send again).
 */
export const STORAGE_CALL_BUDGET_MS = 2_500;

/** The deadline came before the application could be saved: nothing was saved. */
export class IntakeDeadlineError extends namedError('IntakeDeadlineError') {}
