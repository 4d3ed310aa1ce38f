import type { Stage } from './workflow/stage';

/** Someone else moved the application since it was shown: nothing was changed. */
export class StaleStageError extends Error {
  override readonly name = 'StaleStageError';
  constructor(readonly expected: Stage) {
    super(`The application is no longer at stage ${expected}`);
  }
}

/** The workflow does not allow this move from this stage (or a closing lacks its reason). */
export class TransitionNotAllowedError extends Error {
  override readonly name = 'TransitionNotAllowedError';
}

export class InvalidNoteError extends Error {
  override readonly name = 'InvalidNoteError';
}

/** What was typed in search is not a SOL number, DUI, phone or e-mail. */
export class UnrecognisedSearchError extends Error {
  override readonly name = 'UnrecognisedSearchError';
}
