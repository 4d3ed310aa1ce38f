import { doc, getDocFromServer, runTransaction, type DocumentReference, type Firestore } from 'firebase/firestore';
import type { ApplicationId } from '../../../submission/domain/application-id';
import { MAX_NOTE_LENGTH, type StageChange } from '../../domain/history-entry';
import { InvalidNoteError, StaleStageError, TransitionNotAllowedError } from '../../domain/inbox-errors';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { stageOf, type Stage } from '../../domain/workflow/stage';
import { isCloseReason, TRANSITIONS } from '../../domain/workflow/transitions';
import { liveWorkflowOf } from './application-document';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import { noteEntryData, transitionEntryData } from './history-document';
import { applicationIn, historyIn } from '../../../shared/adapters/staff-firebase/staff-paths';
import { workflowUpdateData } from './workflow-update';

const isPermissionDenied = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

const isAllowedChange = (change: StageChange) =>
  TRANSITIONS.some(({ from, to }) => from === change.from && to === change.to) &&
  (change.to !== 'cerrada' || isCloseReason(change.reason));

async function stageNow(bounded: BoundedCall, application: DocumentReference): Promise<Stage | undefined> {
  const flags = liveWorkflowOf(await bounded('Firestore get', getDocFromServer(application)));
  return flags ? stageOf(flags) : undefined;
}

/** The move and its history entry in one transaction, as firestore.rules require: both or neither. */
export async function recordTransition(db: Firestore, bounded: BoundedCall, id: ApplicationId, change: StageChange, by: SignedInUser): Promise<void> {
  if (!isAllowedChange(change)) throw new TransitionNotAllowedError(`No move from ${change.from} to ${change.to} with this reason`);
  const application = applicationIn(db, id);
  const entry = doc(historyIn(db, id));
  try {
    await bounded('Firestore transition', runTransaction(db, async (transaction) => {
      const current = liveWorkflowOf(await transaction.get(application));
      if (!current) throw new Error(`No application ${id}`);
      if (stageOf(current) !== change.from) throw new StaleStageError(change.from);
      transaction.update(application, workflowUpdateData(change, by, entry.id));
      transaction.set(entry, transitionEntryData(change, by));
    }));
  } catch (error) {
    // A move committed by someone else between our read and our write makes the rules refuse
    // ours (they check the stage it starts from) before Firestore would retry the transaction.
    if (isPermissionDenied(error) && (await stageNow(bounded, application)) !== change.from) throw new StaleStageError(change.from);
    throw error;
  }
}

/** A transaction, not a plain write: offline, the full SDK would queue a write and send it later. */
export async function addNote(db: Firestore, bounded: BoundedCall, id: ApplicationId, text: string, by: SignedInUser): Promise<void> {
  if (text.trim() === '' || text.length > MAX_NOTE_LENGTH) throw new InvalidNoteError(`A note has 1 to ${MAX_NOTE_LENGTH} characters`);
  const entry = doc(historyIn(db, id));
  await bounded('Firestore note', runTransaction(db, async (transaction) => {
    transaction.set(entry, noteEntryData(text, by));
  }));
}
