/**
 * NIT (Número de Identificación Tributaria): municipality, birth date, correlative, check digit.
 * These definitions are data so that firestore.rules gets them from here
 * (build/rules/generated-rules-block.ts).
 */
export const NIT_FORMAT = /^\d{4}-\d{6}-\d{3}-\d$/;

/** The weights of the first 13 digits under each rule; the check digit follows them. */
export const OLD_RULE_WEIGHTS: readonly number[] = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
export const NEW_RULE_WEIGHTS: readonly number[] = [2, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
/** Correlatives up to 100 were issued under the old check-digit rule. */
export const LAST_OLD_RULE_CORRELATIVE = 100;
/** Where the correlative is among the 14 digits: from the first index, before the second. */
export const NIT_CORRELATIVE_DIGITS: readonly [start: number, end: number] = [10, 13];
/** Salvadorans' NITs start with 0 or 1, foreigners' with 9. */
export const NIT_FIRST_DIGITS: readonly number[] = [0, 1, 9];

export function isCompleteNit(value: string): boolean {
  return NIT_FORMAT.test(value);
}

function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
}

/**
 * The old rule: sum mod 11 mod 10; the new: (11 - sum mod 11) mod 11 mod 10, each sum weighted
 * by its rule's weights.
 */
export function hasValidNitCheckDigit(nit: string): boolean {
  if (!isCompleteNit(nit)) return false;
  const digits = nit.replaceAll('-', '').split('').map(Number);
  if (!NIT_FIRST_DIGITS.includes(digits[0] ?? -1)) return false;
  const correlative = Number(digits.slice(...NIT_CORRELATIVE_DIGITS).join(''));
  const expected =
    correlative <= LAST_OLD_RULE_CORRELATIVE
      ? (weightedSum(digits, OLD_RULE_WEIGHTS) % 11) % 10
      : ((11 - (weightedSum(digits, NEW_RULE_WEIGHTS) % 11)) % 11) % 10;
  return expected === digits[OLD_RULE_WEIGHTS.length];
}
