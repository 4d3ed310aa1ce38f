import { namedError } from '../../shared/domain/named-error';

/** An admin's details for a talk that the rules would refuse (talk.ts talkDetailsProblem). */
export class InvalidTalkError extends namedError('InvalidTalkError') {}

/** Only admins create and edit talks. */
export class TalkAdminOnlyError extends namedError('TalkAdminOnlyError') {}

export class TalkNotFoundError extends namedError('TalkNotFoundError') {}

export type SeatRefusal = 'full' | 'talk-over' | 'not-en-tramite' | 'not-open' | 'no-seat';

/**
 * A seat not given or not freed: the talk is full (another clerk may have taken the last seat a
 * moment ago), over, the application is not En trámite (for staff) or no longer on its way (Nueva
 * or En trámite, for the applicant's own choice), or it holds no seat there.
 */
export class SeatRefusedError extends namedError('SeatRefusedError') {
  constructor(readonly reason: SeatRefusal) {
    super(`Seat refused: ${reason}`);
  }
}

export type AttendanceRefusal = 'not-yet' | 'recorded-already' | 'not-en-tramite' | 'no-seat';

export class AttendanceRefusedError extends namedError('AttendanceRefusedError') {
  constructor(readonly reason: AttendanceRefusal) {
    super(`Attendance refused: ${reason}`);
  }
}
