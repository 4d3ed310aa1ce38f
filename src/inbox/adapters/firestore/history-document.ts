import { serverTimestamp, type DocumentSnapshot, type FieldValue } from 'firebase/firestore';
import { TYPED_FIELDS, type TypedField } from '../../../submission/domain/rules/application-rules';
import { HISTORY_KINDS, type HistoryEntry, type StageChange } from '../../domain/history-entry';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { STAGES } from '../../domain/workflow/stage';
import { CLOSE_REASONS } from '../../domain/workflow/transitions';
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
      return { ...common, kind, from, to, reason: read.oneOfOrNull('reason', CLOSE_REASONS) };
    }
  }
}

export function toHistoryEntry(snapshot: DocumentSnapshot): HistoryEntry {
  return historyEntryOf(storedDocumentOf(snapshot));
}
