import { describe, expect, it } from 'vitest';
import { hasValidNitCheckDigit, isCompleteNit } from '../../../src/submission/domain/rules/nit';

describe('NIT check digit', () => {
  // Published valid numbers; correlatives above 100 use the new rule, up to 100 the old one.
  it.each(['0614-051286-129-4', '0614-050707-104-8', '0209-200875-101-2', '9483-140205-101-6'])(
    'accepts %s (new rule)',
    (nit) => expect(hasValidNitCheckDigit(nit)).toBe(true),
  );

  it.each(['0210-191171-001-6', '0404-131259-001-1', '0614-010462-002-1', '0614-060154-005-2'])(
    'accepts %s (old rule)',
    (nit) => expect(hasValidNitCheckDigit(nit)).toBe(true),
  );

  it('rejects every wrong check digit, under both rules', () => {
    for (const [body, good] of [
      ['0614-051286-129-', 4],
      ['0210-191171-001-', 6],
    ] as const) {
      for (let digit = 0; digit <= 9; digit++) {
        expect(hasValidNitCheckDigit(`${body}${digit}`)).toBe(digit === good);
      }
    }
  });

  it('rejects numbers that do not start with 0, 1 or 9', () => {
    expect(hasValidNitCheckDigit('5234-567890-123-4')).toBe(false);
  });

  it.each(['0614-051286-129', '06140512861294', '0614-051286-12-94', ''])(
    'treats %j as incomplete',
    (nit) => {
      expect(isCompleteNit(nit)).toBe(false);
    },
  );
});
