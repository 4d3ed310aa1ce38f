import type { TypedField } from '../../submission/domain/rules/application-rules';
import type { Stage } from './workflow/stage';
import type { CloseReason } from './workflow/transitions';
import type { SignedInUser } from '../../access/domain/staff-member';
import { InvalidNoteError } from './inbox-errors';

export const MAX_NOTE_LENGTH = 2000;

/** A note as it is stored: trimmed, 1 to MAX_NOTE_LENGTH characters; anything else is refused. */
export function noteText(text: string): string {
  const note = text.trim();
  if (note === '') throw new InvalidNoteError('A note cannot be empty');
  if (note.length > MAX_NOTE_LENGTH)
    throw new InvalidNoteError(`A note has at most ${MAX_NOTE_LENGTH} characters`);
  return note;
}

/**
 * What a history entry says: a change of stage, an internal note, or the correction of a field
 * at the applicant's request (which field only: the old value is gone).
 */
export type HistoryContent =
  | { kind: 'transition'; from: Stage; to: Stage; reason: CloseReason | null }
  | { kind: 'note'; text: string }
  | { kind: 'rectification'; field: TypedField };

export type HistoryKind = HistoryContent['kind'];

/** Every kind there is: what a stored entry's `kind` may be. */
export const HISTORY_KINDS: readonly HistoryKind[] = ['transition', 'note', 'rectification'];

/** One line of an application's history: who, when, and what. */
export type HistoryEntry = { id: string; at: Date; by: SignedInUser } & HistoryContent;

/** A change of stage as the use case asks storage to record it. */
export interface StageChange {
  from: Stage;
  to: Stage;
  reason: CloseReason | null;
}
