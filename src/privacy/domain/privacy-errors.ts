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
