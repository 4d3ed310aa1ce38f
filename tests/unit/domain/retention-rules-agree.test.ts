import { readFileSync } from 'node:fs';
import { addMonths, differenceInCalendarDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { retentionPeriod } from '../../../src/shared/content/retention-period';

/** The fewest days `months` calendar months can span, over every start day of a four-year cycle. */
function fewestDaysIn(months: number): number {
  let fewest = Number.POSITIVE_INFINITY;
  for (let day = 0; day < 4 * 366; day += 1) {
    const start = new Date(Date.UTC(2024, 0, 1 + day));
    fewest = Math.min(fewest, differenceInCalendarDays(addMonths(start, months), start));
  }
  return fewest;
}

describe('the retention period', () => {
  it('is the one firestore.rules enforce on a purge: the fewest days its calendar months can have', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const floors = [...rules.matchAll(/duration\.value\((\d+), 'd'\)/g)].map((match) =>
      Number(match[1]),
    );
    expect(floors).toEqual([fewestDaysIn(retentionPeriod.months)]);
    expect(fewestDaysIn(12)).toBe(365);
    expect(fewestDaysIn(1)).toBe(28);
  });
});
