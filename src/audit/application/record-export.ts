import { isAdmin, type StaffMember } from '../../access/domain/staff-member';
import type { AuditLog } from '../domain/audit-log';
import { AuditAdminOnlyError, InvalidAuditEventError } from '../domain/audit-errors';
import {
  MAX_EXPORTED_ROWS,
  MAX_NUMBERS_PER_DOWNLOAD,
  PERSONAL_DATA_FORMATS,
  type DataExportEvent,
} from '../domain/audit-record';

/**
 * A file about to leave the inbox (a CSV export, any member's; a person's data, an admin's),
 * recorded in the audit log first: the inbox hands the file to the browser only once this
 * resolves, so no file the inbox makes leaves unrecorded. It records files, not reads: this runs
 * in the member's browser, and a member who reads applications another way (the Firebase SDK
 * under their own sign-in, a screenshot, a printed ficha) leaves no record here (docs/privacy.md,
 * 6.1). The same checks as firestore.rules, so a refusal is said plainly before storage is asked.
 */
export class RecordExport {
  constructor(private readonly log: AuditLog) {}

  async execute(event: DataExportEvent, member: StaffMember): Promise<void> {
    if (event.kind === 'exportacion-csv') {
      if (!Number.isInteger(event.rows) || event.rows < 0 || event.rows > MAX_EXPORTED_ROWS)
        throw new InvalidAuditEventError(`An export of ${event.rows} rows`);
      if (event.view.trim() === '') throw new InvalidAuditEventError('An export of no view');
    } else {
      if (!isAdmin(member))
        throw new AuditAdminOnlyError(`${member.role} may not download personal data`);
      const { length } = event.numbers;
      if (length < 1 || length > MAX_NUMBERS_PER_DOWNLOAD)
        throw new InvalidAuditEventError(`A download of ${length} applications`);
      if (!PERSONAL_DATA_FORMATS.includes(event.format))
        throw new InvalidAuditEventError('A download in an unknown format');
    }
    await this.log.recordExport(event, { uid: member.uid, email: member.email });
  }
}
