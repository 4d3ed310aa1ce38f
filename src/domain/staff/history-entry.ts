import type { Stage } from '../workflow/stage';
import type { CloseReason } from '../workflow/transitions';
import type { SignedInUser } from './staff-member';

export const MAX_NOTE_LENGTH = 2000;

/** One line of an application's history: who, when, and a change of stage or an internal note. */
export type HistoryEntry = { id: string; at: Date; by: SignedInUser } & (
  | { kind: 'transition'; from: Stage; to: Stage; reason: CloseReason | null }
  | { kind: 'note'; text: string }
);

/** A change of stage as the use case asks storage to record it. */
export interface StageChange {
  from: Stage;
  to: Stage;
  reason: CloseReason | null;
}
