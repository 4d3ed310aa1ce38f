import { describe, expect, it } from 'vitest';
import {
  ANSWER_TRAVEL_MS,
  INTAKE_DEADLINE_MS,
  intakeDeadline,
} from '../../../src/submission/domain/intake-deadline';
import { INTAKE_BUDGET_MS } from '../../../src/submission/adapters/http/remote-submit-application';
import {
  drawIdempotencyKey,
  isIdempotencyKey,
} from '../../../src/submission/domain/intake-replies';
import { seededRandom } from '../../support/deterministic';

const STARTED = Date.parse('2026-11-26T12:00:00.000Z');
const allowed = (budget: string | undefined) => intakeDeadline(STARTED, budget).getTime() - STARTED;

describe("the intake's deadline: one budget with the page's", () => {
  it('gives a whole attempt its own cap, and a retry what the page has left less the way back', () => {
    expect(allowed('9000')).toBe(INTAKE_DEADLINE_MS);
    expect(allowed('5000')).toBe(5000 - ANSWER_TRAVEL_MS);
    expect(allowed('1500')).toBe(0);
    expect(allowed('0')).toBe(0);
  });

  it('never works past its own cap, whatever the page says', () => {
    expect(allowed(String(INTAKE_BUDGET_MS))).toBe(INTAKE_DEADLINE_MS);
    expect(allowed('60000')).toBe(INTAKE_DEADLINE_MS);
  });

  it.each([
    ['none (a page older than the budget)', undefined],
    ['empty', ''],
    ['negative', '-5000'],
    ['a fraction', '4000.5'],
    ['words', 'mucho'],
    ['absurdly large', '600000'],
    ['beyond any number', '9'.repeat(400)],
  ])('reads no budget from a header it could not have come from (%s): the cap', (_, header) => {
    expect(allowed(header)).toBe(INTAKE_DEADLINE_MS);
  });
});

describe("a form's Idempotency-Key", () => {
  it('is 128 bits from the random source, as 32 hexadecimal digits', () => {
    const key = drawIdempotencyKey(seededRandom(1));
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(isIdempotencyKey(key)).toBe(true);
    expect(drawIdempotencyKey(seededRandom(2))).not.toBe(key);
    // Four draws of 32 bits each: the lowest and the highest values come out whole.
    const extremes = { draws: 0, next: () => [0, 1 - 2 ** -32][extremes.draws++ % 2] ?? 0 };
    expect(drawIdempotencyKey(extremes)).toBe('00000000ffffffff00000000ffffffff');
  });
});
