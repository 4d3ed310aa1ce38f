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
 * A number as people share it, with El Salvador's country code ('+503 7123 4567',
 * '(503) 7123-4567', '503 71234567', '00503…'): its 8 national digits. Anything else is left as it
 * came, for the mask to read (8 digits and no more).
 */
export function withoutCountryCode(text: string): string {
  const digits = text.replace(/\D/g, '');
  const national = /^(?:00)?503(\d{8})$/.exec(digits);
  return national?.[1] ?? text;
}
