/** Salvadoran numbers: 8 digits shown as 0000-0000. */
export const PHONE_FORMAT = /^\d{4}-\d{4}$/;

export function isCompletePhone(value: string): boolean {
  return PHONE_FORMAT.test(value);
}

/** Landlines start with 2, mobiles with 6 or 7 (firestore.rules get the list from here). */
export const PHONE_PREFIXES: readonly string[] = ['2', '6', '7'];

export function hasValidPhonePrefix(phone: string): boolean {
  return isCompletePhone(phone) && PHONE_PREFIXES.includes(phone.charAt(0));
}

/**
 * El Salvador's country code as people write it before a number: 503, or 00503 dialled from
 * abroad. No national number begins with it (none begins with 5 or 0), so digits that begin with it
 * are a number with its code, whether pasted whole or typed a digit at a time.
 */
const COUNTRY_CODE = /^(?:00)?503/;

/** The country code the digits begin with ('503' or '00503'), if they begin with one. */
export function leadingCountryCode(digits: string): string | undefined {
  return COUNTRY_CODE.exec(digits)?.[0];
}

/**
 * A number as people share it, with El Salvador's country code ('+503 7123 4567',
 * '(503) 7123-4567', '503 71234567', '00503…'): its 8 national digits. Anything else is left as it
 * came, for the mask to read (8 digits and no more). The rule for a paste, for the plain form's
 * phone on the server, and for a number typed with its code, once its last digit is in.
 */
export function withoutCountryCode(text: string): string {
  const digits = text.replace(/\D/g, '');
  const code = leadingCountryCode(digits);
  return code !== undefined && digits.length === code.length + 8 ? digits.slice(code.length) : text;
}
