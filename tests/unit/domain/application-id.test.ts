import { describe, expect, it } from 'vitest';
import {
  applicationIdFromNumber,
  drawApplicationId,
  isApplicationId,
} from '../../../src/applications/domain/application-id';
import { seededRandom } from '../../support/deterministic';

describe('SOL id policy', () => {
  it("is 'SOL' followed by a number from 1000 to 9999", () => {
    expect(applicationIdFromNumber(1000)).toBe('SOL1000');
    expect(applicationIdFromNumber(9999)).toBe('SOL9999');
    expect(() => applicationIdFromNumber(999)).toThrow(RangeError);
    expect(() => applicationIdFromNumber(10000)).toThrow(RangeError);
    expect(() => applicationIdFromNumber(1000.5)).toThrow(RangeError);
  });

  it('maps the ends of the random range onto the ends of the id space', () => {
    expect(drawApplicationId({ next: () => 0 })).toBe('SOL1000');
    expect(drawApplicationId({ next: () => 0.999999999 })).toBe('SOL9999');
  });

  it('draws every id in range and only ids in range', () => {
    const random = seededRandom(7);
    const seen = new Set<string>();
    for (let i = 0; i < 200_000; i++) seen.add(drawApplicationId(random));
    expect(seen.size).toBe(9000);
    expect([...seen].every(isApplicationId)).toBe(true);
  });

  it.each([
    ['SOL1000', true],
    ['SOL9999', true],
    ['SOL0999', false],
    ['SOL999', false],
    ['SOL10000', false],
    ['sol1234', false],
    ['SOL12a4', false],
  ])('recognises %s as an id: %s', (value, expected) =>
    expect(isApplicationId(value)).toBe(expected),
  );
});
