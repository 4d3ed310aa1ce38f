/**
 * What the staff's moves, ticks and notes write, and the writes firestore.rules accept only
 * together: a move or a tick with its history entry, in one transaction.
 */
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
  type FieldValue,
  type Transaction,
} from 'firebase/firestore';
import { HISTORY_COLLECTION } from '../applications-collections';
import type { ApplicationId } from '../../domain/application-id';
import type { TypedField } from '../../domain/stored-application';
import { noteText, type StageChange } from '../../domain/history-entry';
import { StaleStageError } from '../../domain/application-errors';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { stageOf, type Stage } from '../../domain/workflow/stage';
import { requireAllowedChange } from '../../domain/workflow/stage-change';
import { liveApplicationOf, liveWorkflowOf } from './application-document';
import { reasonFor, workflowUpdateData } from './workflow-update';
import { stageOfRecord } from '../../domain/application-record';
import {
  requireRequirementChange,
  type RequirementChange,
} from '../../domain/requirements/checklist';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import { applicationIn, historyIn } from './application-paths';

/** Who and when: the server's clock, and the signed-in user the rules check against the request. */
const stampedBy = (by: SignedInUser) => ({ at: serverTimestamp(), uid: by.uid, email: by.email });

export function transitionEntryData(
  change: StageChange,
  by: SignedInUser,
): Record<string, unknown> {
  return {
    kind: 'transition',
    from: change.from,
    to: change.to,
    reason: reasonFor(change),
    // Only when there is one: the entries written before overrides existed have none.
    ...(change.override ? { override: change.override } : {}),
    ...stampedBy(by),
  };
}

/** A tick or an untick: which item, whether met, and the fee's receipt number. */
export function requirementEntryData(
  change: RequirementChange,
  by: SignedInUser,
): Record<string, unknown> {
  return {
    kind: 'requirement',
    item: change.item,
    met: change.met,
    receipt: change.receipt,
    ...stampedBy(by),
  };
}

export function noteEntryData(text: string, by: SignedInUser): Record<string, FieldValue | string> {
  return { kind: 'note', text, ...stampedBy(by) };
}

/** Which field was corrected, never its old value: the correction exists to make that value go. */
export function rectificationEntryData(
  field: TypedField,
  by: SignedInUser,
): Record<string, FieldValue | string> {
  return { kind: 'rectification', field, ...stampedBy(by) };
}

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
    // A tick is progress (src/applications/domain/progress.ts); the rules require this stamp
    // with it.
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
