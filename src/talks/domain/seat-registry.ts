import type { Stage } from '../../applications/domain/workflow/stage';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { MailboxSeatKeyOf } from './mailbox-seat';
import type { Seat } from './seat';
import type { Talk, TalkId } from './talk';
import type { CancelOutcome, ChoiceOutcome, StoredPass, TalkPass } from './talk-pass';

/** Of the applicant, only what a seat's e-mail says, and whether the application is on its way. */
export interface SeatApplicant {
  firstName: string;
  email: string;
  stage: Stage;
}

/** What a seat's e-mail needs: the talk, the seat, and the applicant. */
export interface SeatInvitee {
  talk: Talk;
  seat: Seat;
  applicant: SeatApplicant;
}

/**
 * The server's side of the seats (the Admin SDK, past the rules): what an application's change
 * does to its seats. Each change of a seat is one transaction with its talk's count and its
 * holder, as the staff's calendar keeps them (talk-calendar.ts). Adapters pass
 * tests/contract/seat-registry-contract.ts.
 */
export interface SeatRegistry {
  /**
   * Frees the application's seat at a talk that has not begun (not attended): the seat, the talk's
   * count, the holder and its mailbox's hold in one transaction. Resolves to that talk's id, or
   * undefined when it held no such seat (a past talk's seat stays: it is the talk's record; the
   * hold goes all the same, the application needs no seat any more).
   */
  release(applicationId: ApplicationId, now: Date): Promise<TalkId | undefined>;
  /**
   * Leaves no record of the number's seats made up to `upTo` (the moment the application went):
   * its seat at an upcoming talk freed with its count, its past seats, its holder, its mailbox's
   * hold and the links given for them. Anything newer belongs to whoever took the number since.
   */
  forget(applicationId: ApplicationId, upTo: Date): Promise<void>;
  /**
   * The seat of the application at the talk, with the talk and the applicant's first name, e-mail
   * and stage; undefined when any of them is gone (or only its erasure record is left).
   */
  invitee(talkId: TalkId, applicationId: ApplicationId): Promise<SeatInvitee | undefined>;
  /** Talks starting at `from` or later and before `to`, soonest first, at most `limit`. */
  between(from: Date, to: Date, limit: number): Promise<Talk[]>;
  /** A talk's seats, in the order they were given (at most MAX_SEATS and one). */
  seats(talkId: TalkId): Promise<Seat[]>;
  /** The applicant of a live application (one get, a few fields); undefined when gone. */
  applicant(applicationId: ApplicationId): Promise<SeatApplicant | undefined>;
  /** Keeps a pass under its token's SHA-256, never the token itself. */
  issuePass(token: string, pass: TalkPass, now: Date): Promise<void>;
  /** The pass kept under the token's SHA-256, if any. */
  pass(token: string): Promise<StoredPass | undefined>;
  talk(id: TalkId): Promise<Talk | undefined>;
  /**
   * The application's latest seat (its holder's) with its talk, past or upcoming; undefined when
   * it holds none. A few gets: the holder, the talk and the seat.
   */
  heldSeat(applicationId: ApplicationId): Promise<{ talk: Talk; seat: Seat } | undefined>;
  seat(talkId: TalkId, applicationId: ApplicationId): Promise<Seat | undefined>;
  /**
   * Uses a "No podré asistir" link when talk-pass.ts cancelStateOf finds it open: its seat
   * deleted, the talk's count, the holder and the mailbox's hold with it, and the link marked
   * used, in one transaction. Resolves to what it did, with the talk when there is one.
   */
  freeWithPass(token: string, now: Date): Promise<{ outcome: CancelOutcome; talk?: Talk }>;
  /**
   * Uses an "Elegir mi charla informativa" link: a seat at the talk for its application, as
   * seat.ts requireChosenSeat allows (a full talk takes no more, however many choose at once)
   * and as its mailbox's hold allows (mailbox-seat.ts holdBars: 'mailbox-seated' while another
   * application of the mailbox holds a seat, however many choose at once), freeing its seat at
   * another upcoming talk, with the counts, the holder, the mailbox's hold under
   * `mailboxOf(email)` and the link marked used, in one transaction. Resolves to what it did,
   * with the talk when there is one.
   */
  chooseWithPass(
    token: string,
    talkId: TalkId,
    now: Date,
    mailboxOf: MailboxSeatKeyOf,
  ): Promise<{ outcome: ChoiceOutcome; talk?: Talk }>;
}
