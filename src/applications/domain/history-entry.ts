import type { TypedField } from './stored-application';
import { hasHiddenCharacters, trimBlank } from '../../shared/domain/visible-text';
import type { Stage } from './workflow/stage';
import type { CloseReason } from './workflow/transitions';
import type { SignedInUser } from '../../access/domain/staff-member';
import { InvalidNoteError } from './application-errors';
import type { RequirementChange } from './requirements/checklist';

export const MAX_NOTE_LENGTH = 2000;

/** Why a note cannot be saved as typed: only white space, too long, or a hidden character. */
export type NoteProblem = 'blank' | 'too-long' | 'hidden-characters';

/**
 * What is wrong with `text` as a note, once trimmed; undefined when nothing is. Like the message,
 * a note keeps tabs and newlines, and refuses every other control or invisible character
 * (src/shared/domain/visible-text.ts; firestore.rules isNoteEntry says the same).
 */
export function noteProblem(text: string): NoteProblem | undefined {
  const note = trimBlank(text);
  if (note === '') return 'blank';
  if (note.length > MAX_NOTE_LENGTH) return 'too-long';
  return hasHiddenCharacters(note, 'many-lines') ? 'hidden-characters' : undefined;
}

const NOTE_PROBLEMS: Record<NoteProblem, string> = {
  blank: 'A note cannot be empty',
  'too-long': `A note has at most ${MAX_NOTE_LENGTH} characters`,
  'hidden-characters': 'A note cannot hold control or invisible characters',
};

/** A note as it is stored: trimmed, 1 to MAX_NOTE_LENGTH characters; anything else is refused. */
export function noteText(text: string): string {
  const problem = noteProblem(text);
  if (problem !== undefined) throw new InvalidNoteError(NOTE_PROBLEMS[problem]);
  return trimBlank(text);
}

/**
 * What a history entry says: a change of stage, an internal note, or the correction of a field
 * at the applicant's request (which field only: the old value is gone).
 */
export type HistoryContent =
  | {
      kind: 'transition';
      from: Stage;
      to: Stage;
      reason: CloseReason | null;
      /** An admin's reason to mark Asociada with requirements missing; null otherwise. */
      override?: string | null;
    }
  | { kind: 'note'; text: string }
  | { kind: 'rectification'; field: TypedField }
  | ({ kind: 'requirement' } & RequirementChange);

export type HistoryKind = HistoryContent['kind'];

/** Every kind there is: what a stored entry's `kind` may be. */
export const HISTORY_KINDS: readonly HistoryKind[] = [
  'transition',
  'note',
  'rectification',
  'requirement',
];

/**
 * The applicant, acting through their status page's private link (src/applicant-status): a
 * withdrawal is theirs, not a clerk's.
 */
export interface ApplicantActor {
  applicant: true;
}

export const APPLICANT_ACTOR: ApplicantActor = { applicant: true };

/**
 * How an entry made by the applicant names its actor in storage (`actor`), in place of a staff
 * member's uid and e-mail.
 */
export const STORED_APPLICANT_ACTOR = 'solicitante';

/** Who made a change: a member of staff, or the applicant themselves. */
export type HistoryActor = SignedInUser | ApplicantActor;

export const isApplicantActor = (by: HistoryActor): by is ApplicantActor => 'applicant' in by;

/** One line of an application's history: who, when, and what. */
export type HistoryEntry = { id: string; at: Date; by: HistoryActor } & HistoryContent;

/** A change of stage as the use case asks storage to record it. */
export interface StageChange {
  from: Stage;
  to: Stage;
  reason: CloseReason | null;
  /** Marking Asociada with requirements missing: the admin's reason (association.ts). */
  override?: string | null;
}
