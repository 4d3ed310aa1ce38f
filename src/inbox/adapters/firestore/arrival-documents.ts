import type { DocumentSnapshot } from 'firebase/firestore';
import { REVIEW_REASONS } from '../../../submission/domain/intake-review';
import type { ReceiptMail, ReviewMark } from '../../domain/arrival-records';
import {
  DocumentReader,
  storedDocumentOf,
  type StoredDocument,
} from '../../../shared/adapters/staff-firebase/document-reader';

/** The states the server's outbox writes (src/notifications/domain/delivery.ts). */
const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;

/**
 * The mapper of an applicant's receipt's delivery state (OutboxStates/SOL####-acuse), reading
 * only what staff are told: its state and the fields that state relies on. The message itself
 * (address, text, the applicant's link: Outbox/SOL####-acuse) is the server's alone, and the
 * failure's kind the admins' (Estado): neither is in that record.
 */
export function receiptMailOf(document: StoredDocument): ReceiptMail {
  const read = new DocumentReader(document);
  const state = read.oneOf('state', DELIVERY_STATES);
  switch (state) {
    case 'sent':
      return { state, sentAt: read.date('sentAt') };
    case 'pending':
      return { state, attempts: read.count('attempts'), nextAttemptAt: read.date('nextAttemptAt') };
    case 'failed':
      return { state, attempts: read.count('attempts') };
  }
}

/** The mapper of the server's review mark (ReviewMarks/SOL####): why, and when. */
export function reviewMarkOf(document: StoredDocument): ReviewMark {
  const read = new DocumentReader(document);
  return { reason: read.oneOf('reason', REVIEW_REASONS), markedAt: read.date('markedAt') };
}

export const receiptMailIn = (snapshot: DocumentSnapshot): ReceiptMail =>
  snapshot.exists() ? receiptMailOf(storedDocumentOf(snapshot)) : { state: 'none' };

export const reviewMarkIn = (snapshot: DocumentSnapshot): ReviewMark | null =>
  snapshot.exists() ? reviewMarkOf(storedDocumentOf(snapshot)) : null;
