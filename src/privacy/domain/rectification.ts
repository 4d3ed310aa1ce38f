import type { ApplicationForm } from '../../applications/domain/stored-application';
import { validateApplicationForm } from '../../submission/domain/rules/application-rules';
import { TYPED_FIELDS, type TypedField } from '../../applications/domain/stored-application';
import { trimBlank } from '../../shared/domain/visible-text';
import type { ApplicationRecord } from '../../applications/domain/application-record';

/** Every field the applicant typed can be corrected; the terms they accepted cannot. */
export const RECTIFIABLE_FIELDS: readonly TypedField[] = TYPED_FIELDS;

export const UNCHANGED_VALUE = 'Es el mismo valor que ya tiene la solicitud.';

export function isRectifiableField(value: unknown): value is TypedField {
  return typeof value === 'string' && (RECTIFIABLE_FIELDS as readonly string[]).includes(value);
}

/** The value as the public form would save it: trimmed of white space at both ends. */
export function normalisedValue(value: string): string {
  return trimBlank(value);
}

/**
 * Why this correction cannot be saved, in the public form's own words; undefined when it can.
 * The same rules as the public form, applied to the application with the field replaced.
 */
export function rectificationError(
  record: ApplicationRecord,
  field: TypedField,
  value: string,
): string | undefined {
  const corrected: ApplicationForm = { ...formOf(record), [field]: normalisedValue(value) };
  const error = validateApplicationForm(corrected)[field];
  if (error !== undefined) return error;
  return corrected[field] === record[field] ? UNCHANGED_VALUE : undefined;
}

function formOf(record: ApplicationRecord): ApplicationForm {
  const { first_name, last_name, company, phone, dui, nit, email, address, message, terms } =
    record;
  return { first_name, last_name, company, phone, dui, nit, email, address, message, terms };
}
