import {
  APPLICATION_FIELDS,
  type ApplicationField,
  type ApplicationForm,
} from '../../../applications/domain/stored-application';
import { InvalidApplicationError } from '../submission-errors';
import { hasValidDuiCheckDigit, isCompleteDui } from './dui';
import { isWellFormedEmail } from './email';
import { hasValidNitCheckDigit, isCompleteNit } from './nit';
import { isPersonName } from './person-name';
import { hasValidPhonePrefix, isCompletePhone } from './phone';
import { hasHiddenCharacters, trimBlank } from '../../../shared/domain/visible-text';
import {
  FIELD_REQUIRED,
  HIDDEN_CHARACTERS,
  INCOMPLETE_NIT,
  INVALID_DUI,
  INVALID_NIT,
  INVALID_PHONE_PREFIX,
  NOT_A_NAME,
  tooLong,
} from './validation-messages';

/** One message per invalid field; a valid form has none. */
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

type FieldRule = (form: ApplicationForm) => string | undefined;

export const MAX_TEXT_LENGTHS = {
  first_name: 80,
  last_name: 80,
  company: 120,
  address: 200,
  message: 1000,
} as const;

/**
 * The value as it is stored: trimmed of white space (visible-text.ts). The form's values cross a
 * trust boundary: anything that is not a string counts as empty.
 */
function textOf(value: unknown): string {
  return typeof value === 'string' ? trimBlank(value) : '';
}

/** One line of text: blank is empty ('Campo requerido'); no control or invisible character. */
function requiredText(field: 'first_name' | 'last_name' | 'company' | 'address'): FieldRule {
  const maxLength = MAX_TEXT_LENGTHS[field];
  return (form) => {
    const value = textOf(form[field]);
    if (value === '') return FIELD_REQUIRED;
    if (value.length > maxLength) return tooLong(maxLength);
    return hasHiddenCharacters(value, 'one-line') ? HIDDEN_CHARACTERS : undefined;
  };
}

/** A first or last name: one line of text, and only a name (person-name.ts). */
function personName(field: 'first_name' | 'last_name'): FieldRule {
  const asText = requiredText(field);
  return (form) => asText(form) ?? (isPersonName(textOf(form[field])) ? undefined : NOT_A_NAME);
}

/** Incomplete is 'Campo requerido'; a complete value that fails its check says why. */
const rules: Record<ApplicationField, FieldRule> = {
  first_name: personName('first_name'),
  last_name: personName('last_name'),
  company: requiredText('company'),
  phone: ({ phone }) => {
    if (!isCompletePhone(textOf(phone))) return FIELD_REQUIRED;
    return hasValidPhonePrefix(phone) ? undefined : INVALID_PHONE_PREFIX;
  },
  dui: ({ dui }) => {
    if (!isCompleteDui(textOf(dui))) return FIELD_REQUIRED;
    return hasValidDuiCheckDigit(dui) ? undefined : INVALID_DUI;
  },
  nit: ({ nit }) => {
    const value = textOf(nit);
    if (value === '') return undefined;
    if (!isCompleteNit(value)) return INCOMPLETE_NIT;
    return hasValidNitCheckDigit(value) ? undefined : INVALID_NIT;
  },
  email: ({ email }) => (isWellFormedEmail(textOf(email)) ? undefined : FIELD_REQUIRED),
  address: requiredText('address'),
  // Optional, so a blank message is none; several lines, so tabs and newlines are kept.
  message: ({ message }) => {
    const value = textOf(message);
    const maxLength = MAX_TEXT_LENGTHS.message;
    if (value.length > maxLength) return tooLong(maxLength);
    return hasHiddenCharacters(value, 'many-lines') ? HIDDEN_CHARACTERS : undefined;
  },
  terms: ({ terms }) => (terms === true ? undefined : FIELD_REQUIRED),
};

export function validateApplicationForm(form: ApplicationForm): ApplicationErrors {
  const errors: ApplicationErrors = {};
  for (const field of APPLICATION_FIELDS) {
    const message = rules[field](form);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

export function invalidFields(errors: ApplicationErrors): ApplicationField[] {
  return APPLICATION_FIELDS.filter((field) => errors[field] !== undefined);
}

/** The rule wherever a form arrives (the page's use case, the server's): every field valid. */
export function requireValidForm(form: ApplicationForm): void {
  const errors = validateApplicationForm(form);
  const fields = invalidFields(errors);
  if (fields.length > 0) throw new InvalidApplicationError(fields, errors);
}
