import type { AuditRecord, PersonalDataFormat } from './audit-record';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

const FORMAT_NAMES: Record<PersonalDataFormat, string> = { texto: 'texto', json: 'JSON' };

/** What a record says on screen: what was done, to which numbers or which view, how many. */
export function describeAuditRecord(record: AuditRecord): string {
  switch (record.kind) {
    case 'eliminacion-de-spam':
      return `Eliminó ${record.count} ${plural(record.count, 'solicitud', 'solicitudes')} de spam: ${record.numbers.join(', ')}.`;
    case 'exportacion-csv':
      return `Exportó a CSV ${record.rows} ${plural(record.rows, 'fila', 'filas')} de ${record.view}.`;
    case 'descarga-de-datos-personales':
      return `Descargó los datos personales (${FORMAT_NAMES[record.format]}) de ${record.count} ${plural(record.count, 'solicitud', 'solicitudes')}: ${record.numbers.join(', ')}.`;
  }
}
