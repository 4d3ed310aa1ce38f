import { describe, expect, it } from 'vitest';
import {
  MAX_TALKS_IN_MONTH,
  TooManyTalksError,
  type MonthTalks,
} from '../../src/reports/domain/month-talks';
import { monthPeriod } from '../../src/reports/domain/report-month';
import { applicationIdFromNumber } from '../../src/applications/domain/application-id';
import type { Seat } from '../../src/talks/domain/seat';
import type { Talk } from '../../src/talks/domain/talk';

/** What a test needs from a MonthTalks adapter; `createHarness` gives no talks. */
export interface MonthTalksHarness {
  talks: MonthTalks;
  /** Stores talks (their `taken` as given) and seats, as the talks module leaves them. */
  seed(talks: readonly Talk[], seats: readonly Seat[]): Promise<void>;
}

/** November 2026 in El Salvador: from 1 November 06:00 UTC to 1 December 06:00 UTC. */
const NOVEMBER = monthPeriod('2026-11');
const MS = 1;
const DAY = 86_400_000;
const inNovember = (days: number) => new Date(NOVEMBER.start.getTime() + days * DAY);

export const talk = (id: string, startsAt: Date, taken = 0, seats = 30): Talk => ({
  id,
  startsAt,
  place: 'Salón de usos múltiples',
  seats,
  taken,
});

/** `count` seats at the talk, for applications from `from` up, the first `attended` marked. */
export const seatsAt = (talkId: string, count: number, attended: number, from = 1000): Seat[] =>
  Array.from({ length: count }, (_, index) => ({
    talkId,
    applicationId: applicationIdFromNumber(from + index),
    assignedAt: new Date(Date.UTC(2026, 9, 1) + index * 60_000),
    attended: index < attended,
  }));

/** What every MonthTalks adapter promises the monthly report. */
export function describeMonthTalksContract(
  adapterName: string,
  createHarness: () => Promise<MonthTalksHarness>,
) {
  describe(`${adapterName} honours the MonthTalks contract`, () => {
    it('finds no talk, and no one attending, where there are none', async () => {
      const { talks } = await createHarness();
      expect(await talks.talksStarting(NOVEMBER)).toEqual([]);
      expect(await talks.countAttended('sin-charla')).toBe(0);
    });

    it('gives the talks starting from the first midnight of the month in El Salvador to the next month’s, soonest first, with their seats given', async () => {
      const { talks, seed } = await createHarness();
      await seed(
        [
          talk('ultima', new Date(NOVEMBER.end.getTime() - MS), 2),
          talk('primera', NOVEMBER.start, 12),
          talk('media', inNovember(14.6), 30),
          // A millisecond before, and the next month's first moment.
          talk('octubre', new Date(NOVEMBER.start.getTime() - MS), 9),
          talk('diciembre', NOVEMBER.end, 4),
        ],
        [],
      );
      expect(await talks.talksStarting(NOVEMBER)).toEqual([
        { id: 'primera', startsAt: NOVEMBER.start, seatsGiven: 12 },
        { id: 'media', startsAt: inNovember(14.6), seatsGiven: 30 },
        { id: 'ultima', startsAt: new Date(NOVEMBER.end.getTime() - MS), seatsGiven: 2 },
      ]);
    });

    it('counts a talk’s seats marked attended, and no other talk’s', async () => {
      const { talks, seed } = await createHarness();
      await seed(
        [
          talk('llena', inNovember(3), 5),
          talk('otra', inNovember(4), 3),
          talk('nadie', inNovember(5), 2),
        ],
        [
          ...seatsAt('llena', 5, 4),
          ...seatsAt('otra', 3, 1, 2000),
          ...seatsAt('nadie', 2, 0, 3000),
        ],
      );
      expect(await talks.countAttended('llena')).toBe(4);
      expect(await talks.countAttended('otra')).toBe(1);
      expect(await talks.countAttended('nadie')).toBe(0);
    });

    it(`reads at most ${MAX_TALKS_IN_MONTH} talks a month, and says so rather than leave one out`, async () => {
      const { talks, seed } = await createHarness();
      const many = Array.from({ length: MAX_TALKS_IN_MONTH }, (_, index) =>
        talk(`charla-${String(index).padStart(3, '0')}`, inNovember(index * 0.25)),
      );
      await seed(many, []);
      expect(await talks.talksStarting(NOVEMBER)).toHaveLength(MAX_TALKS_IN_MONTH);
      // Others outside the month do not count against it.
      await seed([talk('diciembre', NOVEMBER.end)], []);
      expect(await talks.talksStarting(NOVEMBER)).toHaveLength(MAX_TALKS_IN_MONTH);

      await seed([talk('una-mas', inNovember(29))], []);
      await expect(talks.talksStarting(NOVEMBER)).rejects.toThrow(TooManyTalksError);
    });
  });
}
