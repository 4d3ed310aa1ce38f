/** DUI (Documento Único de Identidad): 8 digits, a dash and a check digit. */
export const DUI_FORMAT = /^\d{8}-\d$/;

export function isCompleteDui(value: string): boolean {
  return DUI_FORMAT.test(value);
}

/**
 * Weights 9..2 on the first 8 digits; check = (10 - sum mod 10) mod 10. All zeros is never issued.
 */
export function hasValidDuiCheckDigit(dui: string): boolean {
  if (!isCompleteDui(dui)) return false;
  const digits = dui.replace('-', '').split('').map(Number);
  if (digits.every((digit) => digit === 0)) return false;
  const sum = digits.slice(0, 8).reduce((total, digit, index) => total + digit * (9 - index), 0);
  return (10 - (sum % 10)) % 10 === digits[8];
}
