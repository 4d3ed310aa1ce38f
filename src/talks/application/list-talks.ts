import type { Clock } from '../../shared/domain/clock';
import type { TalkCalendar } from '../domain/talk-calendar';
import {
  CURRENT_AFTER_START_MS,
  isFull,
  isUpcoming,
  TALK_LIST_SIZE,
  type Talk,
} from '../domain/talk';

export interface TalkLists {
  /** Upcoming, and those begun in the last half day (attendance is recorded): soonest first. */
  current: Talk[];
  /** Older ones, latest first. */
  past: Talk[];
  /** The current ones that still give seats: not begun, not full. */
  openForSeats: Talk[];
}

/** The talks staff see: two bounded reads. */
export class ListTalks {
  constructor(
    private readonly calendar: TalkCalendar,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<TalkLists> {
    const since = new Date(this.clock.now().getTime() - CURRENT_AFTER_START_MS);
    const [current, past] = await Promise.all([
      this.calendar.from(since, TALK_LIST_SIZE),
      this.calendar.before(since, TALK_LIST_SIZE),
    ]);
    const now = this.clock.now();
    const openForSeats = current.filter((talk) => isUpcoming(talk, now) && !isFull(talk));
    return { current, past, openForSeats };
  }
}
