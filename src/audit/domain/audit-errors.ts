import { namedError } from '../../shared/domain/named-error';

/** Only admins read the audit log, and only they download a person's data. */
export class AuditAdminOnlyError extends namedError('AuditAdminOnlyError') {}

/** An event the log would not take (firestore.rules would refuse it too): a caller's mistake. */
export class InvalidAuditEventError extends namedError('InvalidAuditEventError') {}

/**
 * A file was not handed over because the audit log could not record it (storage unreachable,
 * say): no record, no file. `cause` says why.
 */
export class UnrecordedExportError extends namedError('UnrecordedExportError') {}
