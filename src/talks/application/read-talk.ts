import { applicantName } from '../../applications/domain/stored-application';
import type { ApplicationInbox } from '../../applications/domain/application-inbox';
import type { Stage } from '../../applications/domain/workflow/stage';
import { stageOf } from '../../applications/domain/workflow/stage';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { Seat } from '../domain/seat';
import type { TalkCalendar } from '../domain/talk-calendar';
import { TalkNotFoundError } from '../domain/talk-errors';
import { isAttendanceOpen, isUpcoming, MAX_SEATS, type Talk, type TalkId } from '../domain/talk';
import type { Clock } from '../../shared/domain/clock';

/** One line of a talk's list: the seat, and who holds it as the application says today. */
export interface RosterEntry extends Seat {
  /** The applicant's name; null when the application is gone (erased, removed). */
  name: string | null;
  stage: Stage | null;
}

export interface TalkRoster {
  talk: Talk;
  roster: RosterEntry[];
  /** Whether attendance may be recorded now (from an hour before the start). */
  attendanceOpen: boolean;
  /** Whether it has yet to start: seats change, and an admin may change it. */
  upcoming: boolean;
}

/**
 * A talk and who is coming. Names are read from the applications by number (one bounded search,
 * MAX_SEATS values), so the talk and its seats hold no one's name.
 */
export class ReadTalk {
  constructor(
    private readonly calendar: TalkCalendar,
    private readonly inbox: ApplicationInbox,
    private readonly clock: Clock,
  ) {}

  async execute(id: TalkId): Promise<TalkRoster> {
    const [talk, seats] = await Promise.all([this.calendar.talk(id), this.calendar.seats(id)]);
    if (!talk) throw new TalkNotFoundError(`No talk ${id}`);
    const ids = seats.map((seat) => seat.applicationId);
    const found =
      ids.length === 0 ? [] : await this.inbox.search('id', ids.slice(0, MAX_SEATS), MAX_SEATS);
    const byId = new Map(found.map((record) => [record.id as ApplicationId, record]));
    const roster = seats.map((seat) => {
      const record = byId.get(seat.applicationId);
      return {
        ...seat,
        name: record ? applicantName(record) : null,
        stage: record ? stageOf(record) : null,
      };
    });
    const now = this.clock.now();
    return {
      talk,
      roster,
      attendanceOpen: isAttendanceOpen(talk, now),
      upcoming: isUpcoming(talk, now),
    };
  }
}
