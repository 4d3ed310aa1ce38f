import type { ApplicationForm } from '../../../applications/domain/stored-application';
import { APPLICATION_FIELDS, TYPED_FIELDS } from '../../../applications/domain/stored-application';

/** A form as the page sends it: the spec's fields, the terms as a boolean, and the honeypot. */
export interface IntakeRequest {
  form: ApplicationForm;
  honeypot: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a request body as the page's form, trusting nothing: undefined unless it has exactly the
 * spec's fields (typed ones as strings, terms as a boolean) and a string honeypot. The domain's
 * rules then judge the values, as they do in the page.
 */
export function readIntakeRequest(body: unknown): IntakeRequest | undefined {
  if (!isRecord(body) || !isRecord(body.form)) return undefined;
  const { form, honeypot = '' } = body;
  const keys = Object.keys(form);
  const exactKeys =
    keys.length === APPLICATION_FIELDS.length &&
    keys.every((key) => APPLICATION_FIELDS.includes(key as never));
  if (!exactKeys || typeof form.terms !== 'boolean' || typeof honeypot !== 'string')
    return undefined;
  if (!TYPED_FIELDS.every((field) => typeof form[field] === 'string')) return undefined;
  return { form: form as unknown as ApplicationForm, honeypot };
}
