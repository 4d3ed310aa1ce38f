import type { SignedInUser } from '../../../access/domain/staff-member';
import type { Clock } from '../../../shared/domain/clock';
import type { AuditCursor, AuditLog, AuditPage } from '../../domain/audit-log';
import {
  countOf,
  type AuditEvent,
  type AuditRecord,
  type DataExportEvent,
} from '../../domain/audit-record';

const newestFirst = (a: AuditRecord, b: AuditRecord) =>
  b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id);

const isAfter = (record: AuditRecord, cursor: AuditCursor) =>
  newestFirst(record, { ...record, at: cursor.at, id: cursor.id }) > 0;

/**
 * The audit log in memory, for the demo and tests; what records an event appends to it. In the
 * demo a staff member's export is in it when an admin opens Auditoría, as on Firestore.
 */
export class InMemoryAuditLog implements AuditLog {
  private readonly records: AuditRecord[] = [];
  private failure: Error | null = null;

  constructor(private readonly clock: Clock) {}

  append(event: AuditEvent, by: SignedInUser): AuditRecord {
    return this.appendAs(`registro-${String(this.records.length + 1).padStart(6, '0')}`, event, by);
  }

  /**
   * Appends under `id`, as a server writing its records under ids of its own (one per change,
   * so that a repeated request writes it once) does; false, with nothing appended, when a record
   * has that id already.
   */
  appendOnce(id: string, event: AuditEvent, by: SignedInUser): boolean {
    if (this.has(id)) return false;
    this.appendAs(id, event, by);
    return true;
  }

  has(id: string): boolean {
    return this.records.some((record) => record.id === id);
  }

  private appendAs(id: string, event: AuditEvent, by: SignedInUser): AuditRecord {
    const record = {
      ...structuredClone(event),
      count: countOf(event),
      id,
      at: this.clock.now(),
      by: { uid: by.uid, email: by.email },
    } as AuditRecord;
    this.records.push(record);
    return structuredClone(record);
  }

  async recordExport(event: DataExportEvent, by: SignedInUser): Promise<void> {
    await Promise.resolve();
    if (this.failure) throw this.failure;
    this.append(event, by);
  }

  /** Tests: every export is refused with `error` (storage unreachable, say) until given null. */
  failExportsWith(error: Error | null): void {
    this.failure = error;
  }

  async page(after: AuditCursor | null, size: number): Promise<AuditPage> {
    await Promise.resolve();
    const matching = this.records
      .filter((record) => after === null || isAfter(record, after))
      .sort(newestFirst);
    const records = matching.slice(0, size).map((record) => structuredClone(record));
    const last = records.at(-1);
    return { records, next: matching.length > size && last ? { at: last.at, id: last.id } : null };
  }
}
