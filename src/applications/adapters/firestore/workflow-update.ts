import { serverTimestamp } from 'firebase/firestore';
import type { StageChange } from '../../domain/history-entry';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { STAGE_FLAGS } from '../../domain/workflow/stage';

/** The reason is kept only for a closing, as the rules require. */
export const reasonFor = (change: StageChange) => (change.to === 'cerrada' ? change.reason : null);

/**
 * The update that moves an application, written together with its history entry `entryId`:
 * firestore.rules accepts it only with that entry, and only these fields.
 */
export const workflowUpdateData = (change: StageChange, by: SignedInUser, entryId: string) => ({
  ...STAGE_FLAGS[change.to],
  closeReason: reasonFor(change),
  // When an admin's undo is still possible is counted from here (requirements/association.ts).
  ...(change.to === 'asociada' ? { associatedAt: serverTimestamp() } : {}),
  // A move is progress (src/applications/domain/progress.ts); the rules require this stamp with it.
  progressAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  updatedBy: by.uid,
  lastChangeId: entryId,
});
