import { namedError } from '../../shared/domain/named-error';

/**
 * What a correction, an erasure or a number's release of a stored application is refused with,
 * by every store that does them (src/applications/domain/applicant-data-store.ts).
 */

/** The application is gone already (erased, or never existed): there is nothing to change. */
export class ApplicationGoneError extends namedError('ApplicationGoneError') {}

/** A purge may erase only applications past the retention period that never reached Asociada. */
export class NotPastRetentionError extends namedError('NotPastRetentionError') {}

/**
 * Only an erasure record past the number quarantine may be deleted: not a live application, not a
 * younger record.
 */
export class NotPastQuarantineError extends namedError('NotPastQuarantineError') {}
