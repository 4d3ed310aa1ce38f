import type { TypedField } from '../../applications/domain/stored-application';
import { namedError } from '../../shared/domain/named-error';

/** Only an admin may correct, erase or purge applicants' data. */
export class AdminOnlyError extends namedError('AdminOnlyError') {}

/**
 * The corrected value breaks the public form's rules (or changes nothing): `message` says why, in
 * Spanish.
 */
export class InvalidRectificationError extends namedError('InvalidRectificationError') {
  constructor(
    readonly field: TypedField,
    readonly reason: string,
  ) {
    super(`Invalid correction of ${field}`);
  }
}

/** The confirmation typed does not name the application to erase: nothing was erased. */
export class ErasureNotConfirmedError extends namedError('ErasureNotConfirmedError') {}

/** The application is gone already (erased, or never existed): there is nothing to change. */
export class ApplicationGoneError extends namedError('ApplicationGoneError') {}

/** A purge may erase only applications past the retention period that never reached Asociada. */
export class NotPastRetentionError extends namedError('NotPastRetentionError') {}

/**
 * Only an erasure record past the number quarantine may be deleted: not a live application, not a
 * younger record.
 */
export class NotPastQuarantineError extends namedError('NotPastQuarantineError') {}
