import type { StaffMember } from '../../access/domain/staff-member';
import type { Clock } from '../../shared/domain/clock';
import type { ApplicationId } from '../../applications/domain/application-id';
import { requireFreeable, requireSeat, type Seat, type SeatCandidate } from '../domain/seat';
import type { TalkCalendar } from '../domain/talk-calendar';
import { isUpcoming, type Talk } from '../domain/talk';

export interface ApplicationSeat {
  seat: Seat;
  talk: Talk;
  /** Whether it may still be given back (before the talk, not attended). */
  freeable: boolean;
}

/** Where an application's detail shows its seat: one get for the seat, one for its talk. */
export class ReadApplicationSeat {
  constructor(
    private readonly calendar: TalkCalendar,
    private readonly clock: Clock,
  ) {}

  async execute(applicationId: ApplicationId): Promise<ApplicationSeat | null> {
    const seat = await this.calendar.seatOf(applicationId);
    const talk = seat && (await this.calendar.talk(seat.talkId));
    if (!seat || !talk) return null;
    return { seat, talk, freeable: isUpcoming(talk, this.clock.now()) && !seat.attended };
  }
}

/**
 * A clerk gives an application En trámite a seat (moving it from another upcoming talk). Checked
 * here as staff saw it; storage checks again, so of two clerks taking the last seat one is told
 * the talk is full.
 */
export class AssignSeat {
  constructor(
    private readonly calendar: TalkCalendar,
    private readonly clock: Clock,
  ) {}

  async execute(application: SeatCandidate, talk: Talk, member: StaffMember): Promise<void> {
    const now = this.clock.now();
    requireSeat(talk, application, now);
    await this.calendar.assign(application.id, talk.id, now, member);
  }
}

/** A clerk frees a seat before the talk: someone else may take it. */
export class FreeSeat {
  constructor(
    private readonly calendar: TalkCalendar,
    private readonly clock: Clock,
  ) {}

  async execute({ seat, talk }: ApplicationSeat, member: StaffMember): Promise<void> {
    const now = this.clock.now();
    requireFreeable(talk, seat, now);
    await this.calendar.unassign(seat.applicationId, talk.id, now, member);
  }
}

/**
 * A clerk records that the applicant came: the seat is marked, and the application's 'charla'
 * requirement ticked with its history entry, in one step (firestore.rules isAttendance).
 */
export class RecordAttendance {
  constructor(
    private readonly calendar: TalkCalendar,
    private readonly clock: Clock,
  ) {}

  async execute(seat: Seat, member: StaffMember): Promise<void> {
    await this.calendar.recordAttendance(seat.applicationId, seat.talkId, this.clock.now(), member);
  }
}
