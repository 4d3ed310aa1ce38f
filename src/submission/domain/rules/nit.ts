/**
 * NIT (Número de Identificación Tributaria): municipality, birth date, correlative, check digit.
 */
export const NIT_FORMAT = /^\d{4}-\d{6}-\d{3}-\d$/;

const OLD_RULE_WEIGHTS = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const NEW_RULE_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
/** Correlatives up to 100 were issued under the old check-digit rule. */
const LAST_OLD_RULE_CORRELATIVE = 100;

export function isCompleteNit(value: string): boolean {
  return NIT_FORMAT.test(value);
}

function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
}

/** Salvadorans' NITs start with 0 or 1, foreigners' with 9. */
export function hasValidNitCheckDigit(nit: string): boolean {
  if (!isCompleteNit(nit)) return false;
  const digits = nit.replaceAll('-', '').split('').map(Number);
  if (![0, 1, 9].includes(digits[0] ?? -1)) return false;
  const correlative = Number(nit.slice(12, 15));
  const expected =
    correlative <= LAST_OLD_RULE_CORRELATIVE
      ? (weightedSum(digits, OLD_RULE_WEIGHTS) % 11) % 10
      : ((11 - (weightedSum(digits, NEW_RULE_WEIGHTS) % 11)) % 11) % 10;
  return expected === digits[13];
}
