/** The spec's inline message, verbatim. */
export const FIELD_REQUIRED = 'Campo requerido';

/** A name that holds a link, a domain, digits or symbols: the e-mails greet by it. */
export const NOT_A_NAME = 'Escribe solo tu nombre';

export const INVALID_DUI = 'El DUI no es válido: revisa el número y el dígito verificador.';
export const INVALID_NIT = 'El NIT no es válido: revisa el número y el dígito verificador.';
export const INCOMPLETE_NIT = 'Completa los 14 dígitos del NIT o deja el campo vacío.';
/**
 * Text holding a control or invisible character (visible-text.ts). A value made only of spaces is
 * empty, and says FIELD_REQUIRED instead.
 */
export const HIDDEN_CHARACTERS =
  'El texto tiene caracteres invisibles o de control, que suelen colarse al copiar y pegar: escríbelo de nuevo sin pegarlo.';
export const INVALID_PHONE_PREFIX = 'El teléfono debe empezar con 2, 6 o 7.';

export function tooLong(maxLength: number): string {
  return `Escribe como máximo ${maxLength} caracteres.`;
}
