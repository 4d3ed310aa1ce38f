import type { TypedField } from '../../applications/domain/stored-application';
import { FIELD_LABELS } from '../../applications/domain/field-labels';

/**
 * How the public form shows each typed field, whoever renders it: the page's React form
 * (src/submission/ui) and the server's plain answer to a form sent without JavaScript
 * (adapters/server/plain-form-page.tsx). The rules (rules/application-rules.ts) judge the values.
 */
/** A field's id on the page, whoever renders the form: `campo-<name>`. */
export const fieldId = (name: string): string => `campo-${name}`;

export interface FormFieldDescription {
  label: string;
  /** Marked '(obligatorio)'; else '(opcional)'. */
  required: boolean;
  hint?: string;
  /** The input's type (a textarea when `multiline`). */
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'email' | 'numeric';
  multiline?: boolean;
}

const field = (
  name: TypedField,
  description: Omit<FormFieldDescription, 'label' | 'type'> & { type?: 'email' | 'tel' },
): FormFieldDescription => ({ label: FIELD_LABELS[name], type: 'text', ...description });

export const FORM_FIELDS: Readonly<Record<TypedField, FormFieldDescription>> = {
  first_name: field('first_name', { required: true, autoComplete: 'given-name' }),
  last_name: field('last_name', { required: true, autoComplete: 'family-name' }),
  company: field('company', {
    required: true,
    autoComplete: 'organization',
    hint: 'Tu nombre completo o el de tu negocio, como aparecerá en tu cuenta.',
  }),
  phone: field('phone', {
    required: true,
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'numeric',
    hint: '8 dígitos, por ejemplo 7123-4567.',
  }),
  dui: field('dui', {
    required: true,
    autoComplete: 'off',
    inputMode: 'numeric',
    hint: 'Formato 00000000-0.',
  }),
  nit: field('nit', {
    required: false,
    autoComplete: 'off',
    inputMode: 'numeric',
    hint: 'Formato 0000-000000-000-0. Déjalo vacío si no lo tienes a mano.',
  }),
  email: field('email', {
    required: true,
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    hint: 'Por ejemplo nombre@correo.com.',
  }),
  address: field('address', {
    required: true,
    autoComplete: 'street-address',
    hint: 'Colonia o barrio, calle, número de casa y municipio.',
  }),
  message: field('message', { required: false, autoComplete: 'off', multiline: true }),
};

/** The fields in the spec's order, as the form lays them out: two side by side where they fit. */
export const FORM_ROWS: readonly (readonly TypedField[])[] = [
  ['first_name', 'last_name'],
  ['company'],
  ['phone', 'dui'],
  ['nit'],
  ['email'],
  ['address'],
  ['message'],
];

/** The terms checkbox's label, around its link to the privacy notice. */
export const TERMS_LABEL = {
  before:
    'Acepto los términos y condiciones y autorizo el uso de mis datos para tramitar mi solicitud, según el ',
  link: 'aviso de privacidad',
  after: '.',
  /** The box's name where a list names each field (an error summary). */
  short: 'Términos y condiciones',
} as const;

/** The form's submit button. */
export const SUBMIT_BUTTON_TEXT = 'Enviar solicitud';
