import { describe, expect, it } from 'vitest';
import { hasValidDuiCheckDigit, isCompleteDui } from '../../../src/submission/domain/rules/dui';

describe('DUI check digit (weights 9..2, check = (10 - sum mod 10) mod 10)', () => {
  it.each(['02495046-3', '04471823-9', '01234567-8', '12345678-4'])('accepts %s', (dui) => {
    expect(hasValidDuiCheckDigit(dui)).toBe(true);
  });

  it('rejects every wrong check digit of a known number', () => {
    for (let digit = 0; digit <= 9; digit++) {
      if (digit === 3) continue;
      expect(hasValidDuiCheckDigit(`02495046-${digit}`)).toBe(false);
    }
  });

  it('rejects 00000000-0 even though its arithmetic checks out', () => {
    expect(hasValidDuiCheckDigit('00000000-0')).toBe(false);
  });

  it.each(['02495046', '0249504-63', '02495046-', 'O2495046-3', ''])(
    'treats %j as incomplete',
    (dui) => {
      expect(isCompleteDui(dui)).toBe(false);
      expect(hasValidDuiCheckDigit(dui)).toBe(false);
    },
  );
});
