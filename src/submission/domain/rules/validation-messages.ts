/** The spec's inline message, verbatim. */
export const FIELD_REQUIRED = 'Campo requerido';

export const INVALID_DUI = 'El DUI no es válido: revisa el número y el dígito verificador.';
export const INVALID_NIT = 'El NIT no es válido: revisa el número y el dígito verificador.';
export const INCOMPLETE_NIT = 'Completa los 14 dígitos del NIT o deja el campo vacío.';
export const INVALID_PHONE_PREFIX = 'El teléfono debe empezar con 2, 6 o 7.';

export function tooLong(maxLength: number): string {
  return `Escribe como máximo ${maxLength} caracteres.`;
}
