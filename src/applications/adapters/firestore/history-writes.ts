import {
  collection,
  deleteField,
  doc,
  FieldPath,
  getDocFromServer,
  runTransaction,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { HISTORY_COLLECTION } from '../../../shared/adapters/firestore/collection-names';
import type { ApplicationId } from '../../../submission/domain/application-id';
import { noteText, type StageChange } from '../../../inbox/domain/history-entry';
import { StaleStageError } from '../../../inbox/domain/inbox-errors';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { stageOf, type Stage } from '../../../inbox/domain/workflow/stage';
import { requireAllowedChange } from '../../../inbox/domain/workflow/stage-change';
import { liveApplicationOf, liveWorkflowOf } from './application-document';
import { stageOfRecord } from '../../../inbox/domain/application-record';
import {
  requireRequirementChange,
  type RequirementChange,
} from '../../../inbox/domain/requirements/checklist';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import { noteEntryData, requirementEntryData, transitionEntryData } from './history-document';
import { applicationIn, historyIn } from '../../../shared/adapters/staff-firebase/staff-paths';
import { workflowUpdateData } from './workflow-update';

const isPermissionDenied = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

async function stageNow(
  bounded: BoundedCall,
  application: DocumentReference,
): Promise<Stage | undefined> {
  const flags = liveWorkflowOf(await bounded('Firestore get', getDocFromServer(application)));
  return flags ? stageOf(flags) : undefined;
}

/**
 * The move and its history entry in one transaction, as firestore.rules require: both or neither.
 */
export async function recordTransition(
  db: Firestore,
  bounded: BoundedCall,
  id: ApplicationId,
  change: StageChange,
  by: SignedInUser,
): Promise<void> {
  requireAllowedChange(change);
  const application = applicationIn(db, id);
  const entry = doc(historyIn(db, id));
  try {
    await bounded(
      'Firestore transition',
      runTransaction(db, async (transaction) => {
        const current = liveWorkflowOf(await transaction.get(application));
        if (!current) throw new Error(`No application ${id}`);
        if (stageOf(current) !== change.from) throw new StaleStageError(change.from);
        transaction.update(application, workflowUpdateData(change, by, entry.id));
        transaction.set(entry, transitionEntryData(change, by));
      }),
    );
  } catch (error) {
    // A move committed by someone else between our read and our write makes the rules refuse
    // ours (they check the stage it starts from) before Firestore would retry the transaction.
    if (isPermissionDenied(error) && (await stageNow(bounded, application)) !== change.from)
      throw new StaleStageError(change.from);
    throw error;
  }
}

/**
 * A tick and its history entry in one transaction, as firestore.rules require
 * (isRequirementUpdate): the item on the application's `checklist` (true, or the fee's receipt
 * number; gone when unticked), who and when.
 */
export async function recordRequirement(
  db: Firestore,
  bounded: BoundedCall,
  id: ApplicationId,
  change: RequirementChange,
  by: SignedInUser,
): Promise<void> {
  const application = applicationIn(db, id);
  await bounded(
    'Firestore requirement',
    runTransaction(db, async (transaction) => {
      const snapshot = await transaction.get(application);
      const current = liveApplicationOf(snapshot);
      if (!current || stageOfRecord(current) !== 'en-tramite')
        throw new StaleStageError('en-tramite');
      writeRequirement(transaction, application, requireRequirementChange(current, change), by);
    }),
  );
}

/**
 * The writes of one checked tick, in the caller's transaction (the inbox's checklist, or a talk's
 * attendance): the item on `checklist`, who and when, its progress, and its history entry, which
 * the application points at (lastChangeId), as isRequirementUpdate requires.
 */
export function writeRequirement(
  transaction: Transaction,
  application: DocumentReference,
  stored: RequirementChange,
  by: SignedInUser,
): void {
  const entry = doc(collection(application, HISTORY_COLLECTION));
  const value = !stored.met ? deleteField() : stored.item === 'cuota' ? stored.receipt : true;
  transaction.update(
    application,
    new FieldPath('checklist', stored.item),
    value,
    // A tick is progress (src/inbox/domain/progress.ts); the rules require this stamp with it.
    'progressAt',
    serverTimestamp(),
    'updatedAt',
    serverTimestamp(),
    'updatedBy',
    by.uid,
    'lastChangeId',
    entry.id,
  );
  transaction.set(entry, requirementEntryData(stored, by));
}

/**
 * A transaction, not a plain write: offline, the full SDK would queue a write and send it later.
 */
export async function addNote(
  db: Firestore,
  bounded: BoundedCall,
  id: ApplicationId,
  text: string,
  by: SignedInUser,
): Promise<void> {
  const note = noteText(text);
  const entry = doc(historyIn(db, id));
  await bounded(
    'Firestore note',
    runTransaction(db, async (transaction) => {
      transaction.set(entry, noteEntryData(note, by));
    }),
  );
}
