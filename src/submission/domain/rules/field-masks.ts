import type { LongerWhileTyped } from '../../../shared/domain/longer-while-typed';
import { leadingCountryCode, withoutCountryCode } from './phone';

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

/**
 * What typing brings, a digit at a time: a phone typed with its country code first
 * ('50371234567') is held whole as '503 7123-4567' until its last digit is in, then kept as its
 * 8 digits, by the paste's own rule. With the field's pattern alone typing would stop at
 * '5037-1234', which no phone number is.
 */
export const TYPED_INTO: Partial<Record<MaskedFieldName, LongerWhileTyped>> = {
  phone: {
    patternFor: (typed) => {
      const code = leadingCountryCode(typed.replace(/\D/g, ''));
      return code === undefined ? undefined : `${'0'.repeat(code.length)} ${FIELD_MASKS.phone}`;
    },
    settle: withoutCountryCode,
  },
};
