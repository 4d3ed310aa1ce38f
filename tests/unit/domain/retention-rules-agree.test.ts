import { readFileSync } from 'node:fs';
import { addMonths, differenceInCalendarDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { numberQuarantine, retentionPeriod } from '../../../src/shared/content/retention-period';
import { UNDO_ASSOCIATION_WINDOW_MS } from '../../../src/applications/domain/requirements/association';

/** The fewest days `months` calendar months can span, over every start day of a four-year cycle. */
function fewestDaysIn(months: number): number {
  let fewest = Number.POSITIVE_INFINITY;
  for (let day = 0; day < 4 * 366; day += 1) {
    const start = new Date(Date.UTC(2024, 0, 1 + day));
    fewest = Math.min(fewest, differenceInCalendarDays(addMonths(start, months), start));
  }
  return fewest;
}

/** The day counts firestore.rules compare with: each function's `duration.value(N, 'd')`. */
function floorIn(rulesFunction: string): number[] {
  const rules = readFileSync('firestore.rules', 'utf8');
  const body = rules.split(`function ${rulesFunction}(`)[1]?.split('\n    }')[0] ?? '';
  return [...body.matchAll(/duration\.value\((\d+), 'd'\)/g)].map((match) => Number(match[1]));
}

describe('the retention period and the number quarantine', () => {
  it('are the ones firestore.rules enforce on a purge: the fewest days their calendar months can have', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const floors = [...rules.matchAll(/duration\.value\((\d+), 'd'\)/g)].map((match) =>
      Number(match[1]),
    );
    expect(floors).toHaveLength(3);
    expect(floorIn('isPastRetention')).toEqual([fewestDaysIn(retentionPeriod.months)]);
    expect(floorIn('isPastQuarantine')).toEqual([fewestDaysIn(numberQuarantine.months)]);
    expect(fewestDaysIn(12)).toBe(365);
    expect(fewestDaysIn(24)).toBe(730);
    expect(fewestDaysIn(1)).toBe(28);
  });

  it('leave the undo of an association to the rules as the domain says: a day', () => {
    expect(floorIn('isWorkflowUpdate')).toEqual([UNDO_ASSOCIATION_WINDOW_MS / 86_400_000]);
  });
});
