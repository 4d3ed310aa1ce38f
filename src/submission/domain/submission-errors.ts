import type { ApplicationField } from '../../applications/domain/stored-application';
import { namedError } from '../../shared/domain/named-error';

/** The form broke a validation rule; nothing was saved. */
export class InvalidApplicationError extends namedError('InvalidApplicationError') {
  constructor(
    readonly fields: readonly ApplicationField[],
    /**
     * Each field's message, when the rules were applied here (requireValidForm): the server's
     * page for a plain form shows them. Empty when another side only named the fields.
     */
    readonly messages: Partial<Record<ApplicationField, string>> = {},
  ) {
    super(`Invalid application fields: ${fields.join(', ')}`);
  }
}

/** Every candidate id tried was taken; nothing was saved or overwritten. */
export class ApplicationIdsExhaustedError extends namedError('ApplicationIdsExhaustedError') {
  constructor(readonly attempts: number) {
    super(`No free application id after ${attempts} attempts`);
  }
}
