/** Salvadoran numbers: 8 digits shown as 0000-0000. */
export const PHONE_FORMAT = /^\d{4}-\d{4}$/;

export function isCompletePhone(value: string): boolean {
  return PHONE_FORMAT.test(value);
}

/** Landlines start with 2, mobiles with 6 or 7. */
export function hasValidPhonePrefix(phone: string): boolean {
  return isCompletePhone(phone) && ['2', '6', '7'].includes(phone.charAt(0));
}
