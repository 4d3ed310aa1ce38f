import { Timestamp, type DocumentData, type DocumentSnapshot, type SnapshotOptions } from 'firebase/firestore';
import type { ApplicationForm } from '../../../submission/domain/application';
import type { ApplicationId } from '../../../submission/domain/application-id';
import { APPLICATION_FIELDS } from '../../../submission/domain/rules/application-rules';
import type { ApplicationRecord } from '../../domain/application-record';
import { isCloseReason } from '../../domain/workflow/transitions';

/** A write of ours not yet confirmed shows the time the SDK expects the server to give it, never null. */
export const ESTIMATED_TIMES: SnapshotOptions = { serverTimestamps: 'estimate' };

export function dateOf(value: unknown): Date {
  return value instanceof Timestamp ? value.toDate() : new Date(Number.NaN);
}

/**
 * What is left of an erased application: the same document, holding only the erasure record
 * (erasure-document.ts). No live application has an erasedAt: the rules never let one be added.
 */
export function isErasureRecordData(data: DocumentData | undefined): boolean {
  return data !== undefined && 'erasedAt' in data;
}

/** The application in this snapshot; undefined when there is none, or only its erasure record. */
export function liveApplicationOf(snapshot: DocumentSnapshot): ApplicationRecord | undefined {
  return snapshot.exists() && !isErasureRecordData(snapshot.data()) ? toApplicationRecord(snapshot) : undefined;
}

/**
 * A stored application as staff see it. The staff-only metadata (updatedAt, updatedBy,
 * lastChangeId) stays in storage: the history says who changed what.
 */
export function toApplicationRecord(snapshot: DocumentSnapshot): ApplicationRecord {
  const data = snapshot.data(ESTIMATED_TIMES) ?? {};
  const form = Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, data[field]])) as unknown as ApplicationForm;
  return {
    ...form,
    id: snapshot.id as ApplicationId,
    date: dateOf(data.date),
    alert: data.alert === true,
    status: data.status === true,
    isAssociated: data.isAssociated === true,
    closeReason: isCloseReason(data.closeReason) ? data.closeReason : null,
  };
}
