import type { SignedInUser } from '../../../access/domain/staff-member';
import type { Clock } from '../../../shared/domain/clock';
import type { AuditCursor, AuditLog, AuditPage } from '../../domain/audit-log';
import type { AuditEvent, AuditRecord } from '../../domain/audit-record';

const newestFirst = (a: AuditRecord, b: AuditRecord) =>
  b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id);

const isAfter = (record: AuditRecord, cursor: AuditCursor) =>
  newestFirst(record, { ...record, at: cursor.at, id: cursor.id }) > 0;

/** The audit log in memory, for the demo and tests; what records an event appends to it. */
export class InMemoryAuditLog implements AuditLog {
  private readonly records: AuditRecord[] = [];

  constructor(private readonly clock: Clock) {}

  append(event: AuditEvent, by: SignedInUser): AuditRecord {
    const id = `registro-${String(this.records.length + 1).padStart(6, '0')}`;
    const record: AuditRecord = {
      ...event,
      numbers: [...event.numbers],
      count: event.numbers.length,
      id,
      at: this.clock.now(),
      by: { uid: by.uid, email: by.email },
    };
    this.records.push(record);
    return structuredClone(record);
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
