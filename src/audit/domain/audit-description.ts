import type { StaffRole } from '../../access/domain/staff-member';
import type { AuditRecord, PersonalDataFormat, TeamChange } from './audit-record';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

const ROLE_NAMES: Record<StaffRole, string> = { staff: 'personal', admin: 'administración' };

const TEAM_CHANGE_TEXT: Record<TeamChange, (email: string, role: string) => string> = {
  invitacion: (email, role) => `Invitó a ${email} al equipo (${role}).`,
  'cambio-de-rol': (email, role) => `Cambió el rol de ${email} a ${role}.`,
  'retiro-de-acceso': (email) => `Quitó el acceso de ${email}.`,
  'devolucion-de-acceso': (email, role) => `Devolvió el acceso a ${email} (${role}).`,
};

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
    case 'cambio-en-el-equipo':
      return TEAM_CHANGE_TEXT[record.change](record.member.email, ROLE_NAMES[record.role]);
    case 'cambio-de-llaves':
      return record.change === 'alta-de-llave'
        ? `Agregó la llave de acceso «${record.keyName}» de ${record.member.email}.`
        : `Quitó la llave de acceso «${record.keyName}» de ${record.member.email}.`;
  }
}
