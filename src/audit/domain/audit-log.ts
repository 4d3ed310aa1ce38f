import type { AuditRecord } from './audit-record';

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
 * The admins' port to the audit log, newest first, a page at a time (storage bills per read).
 * Records are written by the adapter of what they record, in the same step (a removal names its
 * numbers before it deletes them); nothing edits or deletes one. Adapters pass
 * tests/contract/audit-log-contract.ts.
 */
export interface AuditLog {
  page(after: AuditCursor | null, size: number): Promise<AuditPage>;
}
