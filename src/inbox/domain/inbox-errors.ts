import type { Stage } from './workflow/stage';
import { namedError } from '../../shared/domain/named-error';

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

/** What was typed in search is not a SOL number, DUI, phone, e-mail or name. */
export class UnrecognisedSearchError extends namedError('UnrecognisedSearchError') {}

/** A name search with no word of two letters (name-keys.ts MIN_NAME_PREFIX): too much matches. */
export class ShortNameSearchError extends namedError('ShortNameSearchError') {}

/** Only an admin removes spam, at most MAX_NUMBERS_PER_REMOVAL numbers at once. */
export class SpamRemovalRefusedError extends namedError('SpamRemovalRefusedError') {}
