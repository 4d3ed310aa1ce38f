import { namedError } from '../../shared/domain/named-error';

/** Only admins read the audit log. */
export class AuditAdminOnlyError extends namedError('AuditAdminOnlyError') {}
