import type { TalkCalendar } from '../../../talks/domain/talk-calendar';
import type { TalkId } from '../../../talks/domain/talk';
import {
  MAX_TALKS_IN_MONTH,
  TooManyTalksError,
  type MonthTalks,
  type TalkTally,
} from '../../domain/month-talks';
import type { MonthPeriod } from '../../domain/report-month';

/**
 * A month's talks on the talks' in-memory calendar: demo mode computes its report from the tab's
 * own talks. It asks the calendar for as many as the bound and one more, which the in-memory
 * calendar gives (the staff page's Firestore one stops at a list's 30: the server reads Firestore
 * with AdminMonthTalks instead). The same contract as the server's.
 */
export class InMemoryMonthTalks implements MonthTalks {
  constructor(private readonly calendar: Pick<TalkCalendar, 'from' | 'seats'>) {}

  async talksStarting({ start, end }: MonthPeriod): Promise<TalkTally[]> {
    const starting = (await this.calendar.from(start, MAX_TALKS_IN_MONTH + 1)).filter(
      ({ startsAt }) => startsAt.getTime() < end.getTime(),
    );
    if (starting.length > MAX_TALKS_IN_MONTH)
      throw new TooManyTalksError(`More than ${MAX_TALKS_IN_MONTH} talks start in the month`);
    return starting.map(({ id, startsAt, taken }) => ({ id, startsAt, seatsGiven: taken }));
  }

  async countAttended(id: TalkId): Promise<number> {
    return (await this.calendar.seats(id)).filter(({ attended }) => attended).length;
  }
}
