/**
 * DUI (Documento Único de Identidad): 8 digits, a dash and a check digit. These definitions are
 * data so that firestore.rules gets them from here (build/rules/generated-rules-block.ts).
 */
export const DUI_FORMAT = /^\d{8}-\d$/;

/** The weights of the first 8 digits; the check digit follows them. */
export const DUI_WEIGHTS: readonly number[] = [9, 8, 7, 6, 5, 4, 3, 2];

/** All zeros: it passes the check digit, but is never issued. */
export const NEVER_ISSUED_DUI = '00000000-0';

export function isCompleteDui(value: string): boolean {
  return DUI_FORMAT.test(value);
}

/** Check = (10 - sum mod 10) mod 10, the sum weighted by DUI_WEIGHTS. */
export function hasValidDuiCheckDigit(dui: string): boolean {
  if (!isCompleteDui(dui) || dui === NEVER_ISSUED_DUI) return false;
  const digits = dui.replace('-', '').split('').map(Number);
  const sum = DUI_WEIGHTS.reduce(
    (total, weight, index) => total + weight * (digits[index] ?? 0),
    0,
  );
  return (10 - (sum % 10)) % 10 === digits[DUI_WEIGHTS.length];
}
