import { describeFailure } from '../../shared/domain/describe-failure';

/**
 * Keeps what helps a maintainer (the error's kind and text) and drops anything an applicant typed.
 */
export function reportSubmitFailure(error: unknown): void {
  console.error('primer-paso: no se pudo guardar la solicitud', describeFailure(error));
}
