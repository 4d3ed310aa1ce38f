import type { ApplicationId } from '../../submission/domain/application-id';
import type { TalkId } from './talk';

/**
 * The server's side of the seats (the Admin SDK, past the rules): what an application's change
 * does to its seats. Each change of a seat is one transaction with its talk's count and its
 * holder, as the staff's calendar keeps them (talk-calendar.ts). Adapters are tested against the
 * emulator (tests/emulator/admin-seat-registry.test.ts).
 */
export interface SeatRegistry {
  /**
   * Frees the application's seat at a talk that has not begun (not attended): the seat, the talk's
   * count and the holder in one transaction. Resolves to that talk's id, or undefined when it held
   * no such seat (a past talk's seat stays: it is the talk's record).
   */
  release(applicationId: ApplicationId, now: Date): Promise<TalkId | undefined>;
  /**
   * Leaves no record of the number's seats made up to `upTo` (the moment the application went):
   * its seat at an upcoming talk freed with its count, its past seats, its holder and the links
   * given for them. Anything newer belongs to whoever took the number since.
   */
  forget(applicationId: ApplicationId, upTo: Date): Promise<void>;
}
