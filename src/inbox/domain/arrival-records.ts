import type { ReviewReason } from '../../submission/domain/intake-review';
import type { ApplicationId } from '../../applications/domain/application-id';

/**
 * Where the applicant's receipt e-mail stands, as the server's outbox says: sent (when), still
 * waiting (attempts so far, and when it may be tried next), given up after its last attempt, or
 * never queued at all.
 */
export type ReceiptMail =
  | { state: 'sent'; sentAt: Date }
  | { state: 'pending'; attempts: number; nextAttemptAt: Date }
  | { state: 'failed'; attempts: number }
  | { state: 'none' };

/** The server's mark on an application that staff should look at before working it. */
export interface ReviewMark {
  reason: ReviewReason;
  markedAt: Date;
}

/** What the server recorded as an application arrived, beside the application itself. */
export interface ArrivalRecord {
  receipt: ReceiptMail;
  /** Null when the application is not marked. */
  reviewMark: ReviewMark | null;
}

/** Nothing recorded: no receipt queued, no mark. What a page without a server always reads. */
export const NOTHING_RECORDED: ArrivalRecord = { receipt: { state: 'none' }, reviewMark: null };

/**
 * Staff's port to what the server recorded about one application's arrival: read once, when
 * its detail is opened. Adapters pass tests/contract/arrival-records-contract.ts.
 */
export interface ArrivalRecords {
  arrivalOf(id: ApplicationId): Promise<ArrivalRecord>;
}
