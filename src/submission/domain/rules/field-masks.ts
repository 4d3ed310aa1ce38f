import { withoutCountryCode } from './phone';

/**
 * The spec's masks: '0' is any digit, so letters are ignored and typing stops at the mask's end.
 * The public form and the admins' corrections type through the same ones.
 */
export const FIELD_MASKS = {
  phone: '0000-0000',
  dui: '00000000-0',
  nit: '0000-000000-000-0',
} as const;

export type MaskedFieldName = keyof typeof FIELD_MASKS;

export const isMaskedField = (name: string): name is MaskedFieldName => name in FIELD_MASKS;

/** What a paste brings, whole, before the mask reads it: a phone keeps its 8 digits. */
export const PASTED_INTO: Partial<Record<MaskedFieldName, (inserted: string) => string>> = {
  phone: withoutCountryCode,
};
