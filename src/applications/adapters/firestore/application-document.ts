/**
 * Reading a stored application and its history: the one mapper of each, which checks what it
 * reads, and what is left of an erased application. Every module reads them through here.
 */
import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { isApplicationId } from '../../domain/application-id';
import { TYPED_FIELDS, type TypedField } from '../../domain/stored-application';
import type { ApplicationRecord } from '../../domain/application-record';
import {
  APPLICANT_ACTOR,
  HISTORY_KINDS,
  STORED_APPLICANT_ACTOR,
  type HistoryEntry,
} from '../../domain/history-entry';
import { STAGES, type WorkflowFlags } from '../../domain/workflow/stage';
import { CLOSE_REASONS } from '../../domain/workflow/transitions';
import {
  CHECKLIST_ITEMS,
  type Checklist,
  type ChecklistItem,
} from '../../domain/requirements/checklist';

/** A met item is stored as true; the fee as its receipt's number. */
const isChecklistValue = (item: ChecklistItem, value: unknown): value is true | string =>
  item === 'cuota' ? typeof value === 'string' && value !== '' : value === true;
import {
  DocumentReader,
  storedDocumentOf,
  type StoredDocument,
} from '../../../shared/adapters/staff-firebase/document-reader';

/**
 * What is left of an erased application: the same document, holding only the erasure record
 * (erasure-document.ts). No live application has an erasedAt: the rules never let one be added.
 */
export function isErasureRecordData(data: DocumentData | undefined): boolean {
  return data !== undefined && 'erasedAt' in data;
}

/** There is an application here, not nothing and not only its erasure record. */
export function isLiveApplication(snapshot: DocumentSnapshot): boolean {
  return snapshot.exists() && !isErasureRecordData(snapshot.data());
}

function workflowFlagsOf(read: DocumentReader): WorkflowFlags {
  return {
    alert: read.boolean('alert'),
    status: read.boolean('status'),
    isAssociated: read.boolean('isAssociated'),
  };
}

/**
 * The application's mapper: a stored application as staff see it, every field it relies on
 * checked for presence and type (MalformedDocumentError otherwise). The values themselves were
 * checked by firestore.rules when written (a DUI's check digit, say), so they are not checked
 * again. The staff-only metadata (updatedAt, updatedBy, lastChangeId) stays in storage: the
 * history says who changed what.
 */
export function applicationRecordOf(document: StoredDocument): ApplicationRecord {
  const read = new DocumentReader(document);
  const typed = Object.fromEntries(TYPED_FIELDS.map((field) => [field, read.string(field)]));
  return {
    ...(typed as Record<TypedField, string>),
    terms: read.boolean('terms'),
    id: read.id(isApplicationId, 'a SOL number'),
    date: read.date('date'),
    ...workflowFlagsOf(read),
    // The public page writes none; a move writes null unless it closes.
    closeReason: read.has('closeReason') ? read.oneOfOrNull('closeReason', CLOSE_REASONS) : null,
    checklist: read.mapOf('checklist', CHECKLIST_ITEMS, isChecklistValue) as Checklist,
    associatedAt: read.optionalDate('associatedAt'),
    // Stamped by every move and tick since it existed; absent on one nothing happened to yet.
    progressAt: read.optionalDate('progressAt'),
    // Stamped the first time a member opens it (opened-stamp.ts); absent until then.
    openedAt: read.optionalDate('openedAt'),
    previousApplication: read.has('previousApplication')
      ? read.applicationIdIn('previousApplication', isApplicationId)
      : null,
  };
}

export function toApplicationRecord(snapshot: DocumentSnapshot): ApplicationRecord {
  return applicationRecordOf(storedDocumentOf(snapshot));
}

/** The application in this snapshot; undefined when there is none, or only its erasure record. */
export function liveApplicationOf(snapshot: DocumentSnapshot): ApplicationRecord | undefined {
  return isLiveApplication(snapshot) ? toApplicationRecord(snapshot) : undefined;
}

/**
 * Only the workflow flags of the application in this snapshot: what a move or an erasure relies
 * on. They do not need the applicant's fields, so a damaged one does not stop them (an erasure
 * is one way to be rid of a damaged application).
 */
export function liveWorkflowOf(snapshot: DocumentSnapshot): WorkflowFlags | undefined {
  if (!isLiveApplication(snapshot)) return undefined;
  return workflowFlagsOf(new DocumentReader(storedDocumentOf(snapshot)));
}

/**
 * The history entry's mapper: each kind's fields checked for presence and type, or one of the
 * domain's values (MalformedDocumentError otherwise). The rules require every key an entry of
 * its kind has, the reason too (null unless the move closes).
 */
export function historyEntryOf(document: StoredDocument): HistoryEntry {
  const read = new DocumentReader(document);
  const kind = read.oneOf('kind', HISTORY_KINDS);
  // The applicant's own change (a withdrawal from their status page) names no member.
  const by = read.has('actor')
    ? (read.oneOf('actor', [STORED_APPLICANT_ACTOR]), APPLICANT_ACTOR)
    : { uid: read.string('uid'), email: read.string('email') };
  const common = { id: document.id, at: read.date('at'), by };
  switch (kind) {
    case 'note':
      return { ...common, kind, text: read.string('text') };
    case 'rectification':
      return { ...common, kind, field: read.oneOf('field', TYPED_FIELDS) };
    case 'transition': {
      const [from, to] = [read.oneOf('from', STAGES), read.oneOf('to', STAGES)];
      const reason = read.oneOfOrNull('reason', CLOSE_REASONS);
      // Written only by a move to Asociada with requirements missing.
      return { ...common, kind, from, to, reason, override: read.stringOrNull('override') };
    }
    case 'requirement':
      return {
        ...common,
        kind,
        item: read.oneOf('item', CHECKLIST_ITEMS),
        met: read.boolean('met'),
        receipt: read.stringOrNull('receipt'),
      };
  }
}

export function toHistoryEntry(snapshot: DocumentSnapshot): HistoryEntry {
  return historyEntryOf(storedDocumentOf(snapshot));
}
