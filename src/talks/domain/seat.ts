import type { ApplicationId } from '../../applications/domain/application-id';
import type { Stage } from '../../applications/domain/workflow/stage';
import type { Checklist } from '../../applications/domain/requirements/checklist';
import { AttendanceRefusedError, SeatRefusedError } from './talk-errors';
import { isAttendanceOpen, isFull, isUpcoming, type Talk, type TalkId } from './talk';

/**
 * One application's place at a talk, a record of its own (the application's document does not
 * change): who gave it and when, and whether the applicant came.
 */
export interface Seat {
  talkId: TalkId;
  applicationId: ApplicationId;
  assignedAt: Date;
  attended: boolean;
}

/** What a seat asks of its application: En trámite, the stage in which requirements are met. */
export interface SeatCandidate {
  id: ApplicationId;
  stage: Stage;
}

/** Throws unless `application` may take a seat at `talk` now: upcoming, not full, En trámite. */
export function requireSeat(talk: Talk, application: SeatCandidate, now: Date): void {
  if (application.stage !== 'en-tramite') throw new SeatRefusedError('not-en-tramite');
  if (!isUpcoming(talk, now)) throw new SeatRefusedError('talk-over');
  if (isFull(talk)) throw new SeatRefusedError('full');
}

/** Whether the seat at `talk` may be given back now: before the start, not attended. */
export const isFreeable = (talk: Talk, seat: Seat, now: Date): boolean =>
  isUpcoming(talk, now) && !seat.attended;

/**
 * Throws unless the applicant may take a seat at `talk` themselves, through their link: the
 * application still on its way (Nueva or En trámite: the office has neither closed it nor made a
 * member of it), and as for staff, the talk upcoming and not full.
 */
export function requireChosenSeat(talk: Talk, application: SeatCandidate, now: Date): void {
  if (application.stage !== 'nueva' && application.stage !== 'en-tramite')
    throw new SeatRefusedError('not-open');
  if (!isUpcoming(talk, now)) throw new SeatRefusedError('talk-over');
  if (isFull(talk)) throw new SeatRefusedError('full');
}

/** Throws unless the seat at `talk` may be given back now: before the start, not attended. */
export function requireFreeable(talk: Talk, seat: Seat, now: Date): void {
  if (!isFreeable(talk, seat, now)) throw new SeatRefusedError('talk-over');
}

/**
 * What recording attendance does to the application's checklist: ticks the talk (with its history
 * entry, in the same write) or finds it ticked already. Throws when the talk has not begun (an
 * hour before), the seat is attended already, or the talk cannot be ticked (not En trámite).
 */
export function attendanceTick(
  talk: Talk,
  seat: Seat,
  application: { stage: Stage; checklist: Checklist },
  now: Date,
): 'tick' | 'ticked-already' {
  if (!isAttendanceOpen(talk, now)) throw new AttendanceRefusedError('not-yet');
  if (seat.attended) throw new AttendanceRefusedError('recorded-already');
  if (application.checklist.charla === true) return 'ticked-already';
  if (application.stage !== 'en-tramite') throw new AttendanceRefusedError('not-en-tramite');
  return 'tick';
}

/**
 * What an application's change does to its seats. An application that no longer needs the talk
 * (closed, or a member already) gives its seat at an upcoming talk back ('release'); one that is
 * gone (removed as spam, or erased: its number may soon be someone else's) leaves no seat record
 * at all ('forget'): its seats past and upcoming, its holder and its links go. Anything else keeps
 * its seat.
 */
export type SeatFate = 'keep' | 'release' | 'forget';

/** `application` is what is there now: undefined when nothing is, or only an erasure record. */
export function seatFateOf(application: { stage: Stage } | undefined): SeatFate {
  if (application === undefined) return 'forget';
  return application.stage === 'cerrada' || application.stage === 'asociada' ? 'release' : 'keep';
}
