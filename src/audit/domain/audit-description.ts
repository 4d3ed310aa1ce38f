import type { AuditRecord } from './audit-record';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** What a record says on screen: what was done and to which numbers. */
export function describeAuditRecord(record: AuditRecord): string {
  switch (record.kind) {
    case 'eliminacion-de-spam':
      return `Eliminó ${record.count} ${plural(record.count, 'solicitud', 'solicitudes')} de spam: ${record.numbers.join(', ')}.`;
  }
}
