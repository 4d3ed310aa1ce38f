import IMask from 'imask';
import type { ApplicationForm } from '../../../applications/domain/stored-application';
import { TYPED_FIELDS } from '../../../applications/domain/stored-application';
import { FIELD_MASKS, isMaskedField, PASTED_INTO } from '../../domain/rules/field-masks';
import { HONEYPOT_FIELD_NAME } from '../../domain/honeypot';
import type { IntakeRequest } from './intake-request';

/**
 * What a browser without the page's script sends: the prerendered form, posted as
 * application/x-www-form-urlencoded. Every text box is sent (empty or not), a ticked checkbox as
 * its value ('on'), an unticked one not at all.
 */

/** The form as the parser handed it: each name's value, a list when a name came twice. */
type ParsedForm = Record<string, unknown>;

const isParsedForm = (value: unknown): value is ParsedForm =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the masks would have typed: without the script nothing formats the phone, DUI or NIT as
 * they are typed, so the server fits them as the page's masks would (the same patterns and paste
 * rule). A value the mask cannot fill exactly (too few digits, or too many) is kept as typed, for
 * the applicant to see and correct beside its message: nothing typed is lost.
 */
export function fitToMask(name: string, typed: string): string {
  if (!isMaskedField(name)) return typed;
  const mask = FIELD_MASKS[name];
  const prepared = PASTED_INTO[name]?.(typed) ?? typed;
  const fitted = IMask.pipe(prepared, { mask });
  // Complete, and every digit typed in it: a digit too many is the applicant's to see, not to
  // lose silently.
  return fitted.length === mask.length && digitsOf(fitted) === digitsOf(prepared) ? fitted : typed;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Reads a plain form's body as the page's form, trusting nothing: undefined unless every value it
 * carries of the form's is a single string (a name sent twice is not the page's form). Names the
 * form does not have are ignored, as a browser's extensions may add some.
 */
export function readPlainFormRequest(body: unknown): IntakeRequest | undefined {
  if (!isParsedForm(body)) return undefined;
  const text = (name: string): string | undefined => {
    const value = body[name] ?? '';
    return typeof value === 'string' ? value : undefined;
  };
  const form: Record<string, string | boolean> = {};
  for (const field of TYPED_FIELDS) {
    const value = text(field);
    if (value === undefined) return undefined;
    form[field] = fitToMask(field, value);
  }
  const terms = text('terms');
  const honeypot = text(HONEYPOT_FIELD_NAME);
  if (terms === undefined || honeypot === undefined) return undefined;
  form.terms = terms !== '';
  return { form: form as unknown as ApplicationForm, honeypot };
}
