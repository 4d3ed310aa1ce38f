import type { Stage } from './workflow/stage';
import { namedError } from '../../shared/domain/named-error';

/**
 * What a move, a note or a tick of a stored application is refused with: the record's rules,
 * whichever module asks (the inbox's use cases, every adapter before it writes).
 */

/** Someone else moved the application since it was shown: nothing was changed. */
export class StaleStageError extends namedError('StaleStageError') {
  constructor(readonly expected: Stage) {
    super(`The application is no longer at stage ${expected}`);
  }
}

/** The workflow does not allow this move from this stage (or a closing lacks its reason). */
export class TransitionNotAllowedError extends namedError('TransitionNotAllowedError') {}

export class InvalidNoteError extends namedError('InvalidNoteError') {}

/** Not a requirement of this application, already so, or a paid fee without its receipt. */
export class InvalidRequirementError extends namedError('InvalidRequirementError') {}
