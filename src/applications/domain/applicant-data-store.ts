import type { ApplicationId } from './application-id';
import type { TypedField } from './stored-application';
import type { HistoryEntry } from './history-entry';
import type { SignedInUser } from '../../access/domain/staff-member';
import type { ErasureReason, ErasureRecord } from './erasure-record';

/**
 * Admins' port to applicants' personal data: the rights the privacy notice promises (access,
 * rectification, deletion) and its retention. Finding a person's applications is the inbox's
 * search by DUI. Adapters pass tests/contract/applicant-data-store-contract.ts.
 */
export interface ApplicantDataStore {
  /** An application's whole history, oldest first, read once (for an access request). */
  readHistory(id: ApplicationId): Promise<HistoryEntry[]>;
  /**
   * Replaces one field's value and records which field, by whom and when (never the old value),
   * in one step. Rejects with ApplicationGoneError when there is no such application.
   */
  rectify(id: ApplicationId, field: TypedField, value: string, by: SignedInUser): Promise<void>;
  /**
   * Erases the application's personal data, history and notes for good, leaving an
   * ErasureRecord in its place. 'plazo-vencido' erases only an application that never reached
   * Asociada (NotPastRetentionError otherwise). ApplicationGoneError when there is nothing to
   * erase.
   */
  erase(id: ApplicationId, reason: ErasureReason, by: SignedInUser): Promise<void>;
  /** The proof that an application was erased; undefined when it was not. */
  erasureOf(id: ApplicationId): Promise<ErasureRecord | undefined>;
  /**
   * How many applications sent at or before `cutoff` are not Asociada, counted without reading
   * them, up to `limit`: storage counts no further.
   */
  countPastRetention(cutoff: Date, limit: number): Promise<number>;
  /** The oldest of those, at most `limit`. */
  pastRetention(cutoff: Date, limit: number): Promise<ApplicationId[]>;
  /**
   * How many erasure records were made at or before `cutoff` (past the number quarantine),
   * counted without reading them, up to `limit`.
   */
  countPastQuarantine(cutoff: Date, limit: number): Promise<number>;
  /** The oldest of those by erasedAt, at most `limit`: a page at a time, never the whole lot. */
  pastQuarantine(cutoff: Date, limit: number): Promise<ApplicationId[]>;
  /**
   * Deletes an erasure record made at or before `cutoff`, with any history entry an erasure left
   * behind, so the number can be drawn again. NotPastQuarantineError for a live application or a
   * younger record; nothing happens when there is no document at all (released already).
   */
  release(id: ApplicationId, cutoff: Date): Promise<void>;
}

/**
 * What the retention purge needs of the store: the admins' button uses the whole store, the
 * server's monthly schedule an adapter of just this (../adapters/server/admin-retention-store.ts).
 */
export type RetentionStore = Pick<
  ApplicantDataStore,
  | 'countPastRetention'
  | 'pastRetention'
  | 'erase'
  | 'countPastQuarantine'
  | 'pastQuarantine'
  | 'release'
>;
