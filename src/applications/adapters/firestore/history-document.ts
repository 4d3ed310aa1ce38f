import { serverTimestamp, type DocumentSnapshot, type FieldValue } from 'firebase/firestore';
import { TYPED_FIELDS, type TypedField } from '../../../submission/domain/rules/application-rules';
import {
  HISTORY_KINDS,
  type HistoryEntry,
  type StageChange,
} from '../../../inbox/domain/history-entry';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { STAGES } from '../../../inbox/domain/workflow/stage';
import { CLOSE_REASONS } from '../../../inbox/domain/workflow/transitions';
import {
  CHECKLIST_ITEMS,
  type RequirementChange,
} from '../../../inbox/domain/requirements/checklist';
import {
  DocumentReader,
  storedDocumentOf,
  type StoredDocument,
} from '../../../shared/adapters/staff-firebase/document-reader';

/** Who and when: the server's clock, and the signed-in user the rules check against the request. */
const stampedBy = (by: SignedInUser) => ({ at: serverTimestamp(), uid: by.uid, email: by.email });

/** The reason is kept only for a closing, as the rules require. */
export const reasonFor = (change: StageChange) => (change.to === 'cerrada' ? change.reason : null);

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

/**
 * The history entry's mapper: each kind's fields checked for presence and type, or one of the
 * domain's values (MalformedDocumentError otherwise). The rules require every key an entry of
 * its kind has, the reason too (null unless the move closes).
 */
export function historyEntryOf(document: StoredDocument): HistoryEntry {
  const read = new DocumentReader(document);
  const kind = read.oneOf('kind', HISTORY_KINDS);
  const by = { uid: read.string('uid'), email: read.string('email') };
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
