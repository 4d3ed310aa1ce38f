import type { SignedInUser } from '../../access/domain/staff-member';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { Seat } from './seat';
import type { Talk, TalkDetails, TalkId } from './talk';

/**
 * The port to the information talks and their seats. Every read is bounded (talks up to `limit`,
 * a talk's seats up to MAX_SEATS); every seat taken or freed changes the talk's count in the same
 * step, so `taken` is exact however many clerks assign at once. Adapters pass
 * tests/contract/talk-calendar-contract.ts.
 */
export interface TalkCalendar {
  /** A new talk (details already checked); resolves to its id. */
  create(details: TalkDetails, by: SignedInUser): Promise<TalkId>;
  /** New details for an upcoming talk; never fewer seats than are taken. */
  edit(id: TalkId, details: TalkDetails, by: SignedInUser): Promise<void>;
  /** Talks starting at `since` or later, soonest first, at most `limit`. */
  from(since: Date, limit: number): Promise<Talk[]>;
  /** Talks that started before `before`, latest first, at most `limit`. */
  before(before: Date, limit: number): Promise<Talk[]>;
  talk(id: TalkId): Promise<Talk | undefined>;
  /** A talk's seats, in the order they were given. */
  seats(id: TalkId): Promise<Seat[]>;
  /** The application's latest seat (an upcoming talk's, or the last it was given), if any. */
  seatOf(applicationId: ApplicationId): Promise<Seat | undefined>;
  /**
   * Gives the application a seat at the talk, freeing its seat at another upcoming talk, in one
   * step. Rejects with SeatRefusedError('full') when the last seat went first to someone else,
   * 'talk-over' once it started, 'not-en-tramite' when the application moved meanwhile.
   */
  assign(applicationId: ApplicationId, id: TalkId, now: Date, by: SignedInUser): Promise<void>;
  /** Frees the application's seat at an upcoming talk. */
  unassign(applicationId: ApplicationId, id: TalkId, now: Date, by: SignedInUser): Promise<void>;
  /**
   * Marks the seat attended and, in the same step, ticks the application's 'charla' requirement
   * with its history entry (unless it was ticked already).
   */
  recordAttendance(
    applicationId: ApplicationId,
    id: TalkId,
    now: Date,
    by: SignedInUser,
  ): Promise<void>;
}
