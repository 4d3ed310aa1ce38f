import { isAdmin, type StaffMember } from '../../access/domain/staff-member';
import type { AuditCursor, AuditLog, AuditPage } from '../domain/audit-log';
import { AUDIT_PAGE_SIZE } from '../domain/audit-record';
import { AuditAdminOnlyError } from '../domain/audit-errors';

/** Admins read the log a page at a time; storage's rules refuse staff too. */
export class ReadAuditLog {
  constructor(private readonly log: AuditLog) {}

  execute(member: StaffMember, after: AuditCursor | null = null): Promise<AuditPage> {
    if (!isAdmin(member))
      throw new AuditAdminOnlyError(`${member.role} may not read the audit log`);
    return this.log.page(after, AUDIT_PAGE_SIZE);
  }
}
