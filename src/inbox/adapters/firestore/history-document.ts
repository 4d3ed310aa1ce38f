import { serverTimestamp, type DocumentSnapshot, type FieldValue } from 'firebase/firestore';
import type { TypedField } from '../../../submission/domain/rules/application-rules';
import type { HistoryEntry, StageChange } from '../../domain/history-entry';
import type { SignedInUser } from '../../../access/domain/staff-member';
import type { Stage } from '../../domain/workflow/stage';
import { dateOf, ESTIMATED_TIMES } from './application-document';

/** Who and when: the server's clock, and the signed-in user the rules check against the request. */
const stampedBy = (by: SignedInUser) => ({ at: serverTimestamp(), uid: by.uid, email: by.email });

/** The reason is kept only for a closing, as the rules require. */
export const reasonFor = (change: StageChange) => (change.to === 'cerrada' ? change.reason : null);

export function transitionEntryData(change: StageChange, by: SignedInUser): Record<string, unknown> {
  return { kind: 'transition', from: change.from, to: change.to, reason: reasonFor(change), ...stampedBy(by) };
}

export function noteEntryData(text: string, by: SignedInUser): Record<string, FieldValue | string> {
  return { kind: 'note', text, ...stampedBy(by) };
}

/** Which field was corrected, never its old value: the correction exists to make that value go. */
export function rectificationEntryData(field: TypedField, by: SignedInUser): Record<string, FieldValue | string> {
  return { kind: 'rectification', field, ...stampedBy(by) };
}

export function toHistoryEntry(snapshot: DocumentSnapshot): HistoryEntry {
  const data = snapshot.data(ESTIMATED_TIMES) ?? {};
  const common = { id: snapshot.id, at: dateOf(data.at), by: { uid: String(data.uid), email: String(data.email) } };
  if (data.kind === 'note') return { ...common, kind: 'note', text: String(data.text) };
  if (data.kind === 'rectification') return { ...common, kind: 'rectification', field: data.field as TypedField };
  return { ...common, kind: 'transition', from: data.from as Stage, to: data.to as Stage, reason: data.reason ?? null };
}
