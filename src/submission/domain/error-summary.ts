import { fieldId, FORM_FIELDS, TERMS_LABEL } from './form-field-descriptions';
import type { ApplicationField } from '../../applications/domain/stored-application';
import { invalidFields, type ApplicationErrors } from './rules/application-rules';
import { INVALID_FORM_ALERT } from './submission-messages';

/** The summary's title: the spec's alert, verbatim. */
export const ERROR_SUMMARY_TITLE = INVALID_FORM_ALERT;

export interface ErrorSummaryEntry {
  field: ApplicationField;
  /** The link to the field: `#campo-<name>`. */
  href: string;
  /** The field's name and its message, e.g. 'NIT: Completa los 14 dígitos del NIT…'. */
  text: string;
}

/**
 * What the form's error summary lists (GOV.UK's pattern), whoever renders it: the page's React
 * form (src/submission/ui/error-summary.tsx) and the server's plain answer to a form sent without
 * JavaScript (adapters/server/plain-form-page.tsx). Under the spec's alert, every field in error,
 * in the form's order, with its name and its message: the spec's alert speaks of required fields,
 * and an optional field that is wrong (a NIT of 9 digits) must be named, or the applicant looks
 * for an empty required field and finds none.
 */
export function errorSummary(errors: ApplicationErrors): ErrorSummaryEntry[] {
  return invalidFields(errors).map((field) => ({
    field,
    href: `#${fieldId(field)}`,
    text: `${field === 'terms' ? TERMS_LABEL.short : FORM_FIELDS[field].label}: ${errors[field]}`,
  }));
}
