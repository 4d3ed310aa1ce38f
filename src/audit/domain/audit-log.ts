import type { SignedInUser } from '../../access/domain/staff-member';
import type { AuditRecord, DataExportEvent } from './audit-record';

/** Where the next page starts: after this record. */
export interface AuditCursor {
  at: Date;
  id: string;
}

export interface AuditPage {
  records: AuditRecord[];
  /** Null when there is nothing older. */
  next: AuditCursor | null;
}

/**
 * The audit log: admins read it newest first, a page at a time (storage bills per read). A spam
 * removal's record is written by the removal's adapter, in the same step (it names its numbers
 * before it deletes them); a file that leaves the inbox is recorded here, by whoever makes it,
 * before it is handed over. Nothing edits or deletes a record. Adapters pass
 * tests/contract/audit-log-contract.ts.
 */
export interface AuditLog {
  page(after: AuditCursor | null, size: number): Promise<AuditPage>;
  /**
   * Records a file leaving the inbox, stamped with storage's time and `by`; resolves once
   * storage holds it (it rejects, and nothing is recorded, when storage cannot be reached).
   */
  recordExport(event: DataExportEvent, by: SignedInUser): Promise<void>;
}
