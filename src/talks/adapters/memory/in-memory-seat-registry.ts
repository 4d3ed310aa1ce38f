import type { ApplicationId } from '../../../applications/domain/application-id';
import { holdBars, type MailboxHold, type MailboxSeatKeyOf } from '../../domain/mailbox-seat';
import { isFreeable, requireChosenSeat, type Seat } from '../../domain/seat';
import type { SeatApplicant, SeatInvitee, SeatRegistry } from '../../domain/seat-registry';
import { SeatRefusedError } from '../../domain/talk-errors';
import { MAX_SEATS, soonestFirst, type Talk, type TalkId } from '../../domain/talk';
import {
  cancelStateOf,
  passStateOf,
  type CancelOutcome,
  type ChoiceOutcome,
  type StoredPass,
  type TalkPass,
} from '../../domain/talk-pass';

type KeptPass = StoredPass & { issuedAt: Date };

/**
 * The server's seats in memory, for tests of the server's talk use cases: talks, their seats,
 * each application's holder, the applicants, the links and the mailboxes' holds, as
 * AdminSeatRegistry keeps them in Firestore. Every method runs to its end without awaiting in
 * between, so each is one step as the Admin SDK's transactions are. Links are kept by their
 * token here: nothing leaves the process.
 */
export class InMemorySeatRegistry implements SeatRegistry {
  private readonly talks = new Map<TalkId, Talk>();
  private readonly seatsByTalk = new Map<TalkId, Map<ApplicationId, Seat>>();
  private readonly holders = new Map<ApplicationId, TalkId>();
  private readonly applicants = new Map<ApplicationId, SeatApplicant>();
  private readonly passes = new Map<string, KeptPass>();
  private readonly holds = new Map<string, MailboxHold>();

  /** A talk as an admin stored it (its count included). */
  putTalk(talk: Talk): void {
    this.talks.set(talk.id, { ...talk });
  }

  /** A clerk's seat: the seat, its talk's count and the application's holder, in one step. */
  putSeat(seat: Seat): void {
    const talk = this.talks.get(seat.talkId);
    if (!talk) throw new Error(`No talk ${seat.talkId}`);
    this.seatsOf(seat.talkId).set(seat.applicationId, { ...seat });
    this.talks.set(talk.id, { ...talk, taken: talk.taken + 1 });
    this.holders.set(seat.applicationId, seat.talkId);
  }

  /** The application as it is now; undefined when it is gone (removed, or erased). */
  putApplicant(applicationId: ApplicationId, applicant: SeatApplicant | undefined): void {
    if (applicant) this.applicants.set(applicationId, { ...applicant });
    else this.applicants.delete(applicationId);
  }

  /** Which talk holds the application's latest seat. */
  heldTalk(applicationId: ApplicationId): TalkId | undefined {
    return this.holders.get(applicationId);
  }

  /** How many links are kept for the number. */
  passCount(applicationId: ApplicationId): number {
    return [...this.passes.values()].filter((pass) => pass.applicationId === applicationId).length;
  }

  /** The applications that hold a mailbox's seat, one per mailbox. */
  mailboxHolders(): ApplicationId[] {
    return [...this.holds.values()].map((hold) => hold.applicationId);
  }

  heldSeat(applicationId: ApplicationId): Promise<{ talk: Talk; seat: Seat } | undefined> {
    const talkId = this.holders.get(applicationId);
    const talk = talkId === undefined ? undefined : this.talks.get(talkId);
    const seat = talk && this.seatsOf(talk.id).get(applicationId);
    return Promise.resolve(talk && seat ? { talk: { ...talk }, seat: { ...seat } } : undefined);
  }

  release(applicationId: ApplicationId, now: Date): Promise<TalkId | undefined> {
    this.dropHolds(applicationId, now);
    const talkId = this.holders.get(applicationId);
    const talk = talkId === undefined ? undefined : this.talks.get(talkId);
    const seat = talk && this.seatsOf(talk.id).get(applicationId);
    if (!talk || !seat || !isFreeable(talk, seat, now)) return Promise.resolve(undefined);
    this.unseat(talk, applicationId);
    this.holders.delete(applicationId);
    return Promise.resolve(talk.id);
  }

  forget(applicationId: ApplicationId, upTo: Date): Promise<void> {
    const held = this.holders.get(applicationId);
    for (const talk of [...this.talks.values()]) {
      const seat = this.seatsOf(talk.id).get(applicationId);
      if (!seat || seat.assignedAt.getTime() > upTo.getTime()) continue;
      this.unseat(talk, applicationId);
      if (held === talk.id) this.holders.delete(applicationId);
    }
    if (held !== undefined && !this.seatsOf(held).has(applicationId))
      this.holders.delete(applicationId);
    this.dropHolds(applicationId, upTo);
    for (const [token, pass] of this.passes)
      if (pass.applicationId === applicationId && pass.issuedAt.getTime() <= upTo.getTime())
        this.passes.delete(token);
    return Promise.resolve();
  }

  invitee(talkId: TalkId, applicationId: ApplicationId): Promise<SeatInvitee | undefined> {
    const talk = this.talks.get(talkId);
    const seat = this.seatsOf(talkId).get(applicationId);
    const applicant = this.applicants.get(applicationId);
    if (!talk || !seat || !applicant) return Promise.resolve(undefined);
    return Promise.resolve({ talk: { ...talk }, seat: { ...seat }, applicant: { ...applicant } });
  }

  between(from: Date, to: Date, limit: number): Promise<Talk[]> {
    const talks = [...this.talks.values()]
      .filter(({ startsAt }) => startsAt >= from && startsAt < to)
      .sort(soonestFirst)
      .slice(0, limit);
    return Promise.resolve(talks.map((talk) => ({ ...talk })));
  }

  seats(talkId: TalkId): Promise<Seat[]> {
    const seats = [...this.seatsOf(talkId).values()]
      .sort((a, b) => a.assignedAt.getTime() - b.assignedAt.getTime())
      .slice(0, MAX_SEATS + 1);
    return Promise.resolve(seats.map((seat) => ({ ...seat })));
  }

  applicant(applicationId: ApplicationId): Promise<SeatApplicant | undefined> {
    const applicant = this.applicants.get(applicationId);
    return Promise.resolve(applicant && { ...applicant });
  }

  issuePass(token: string, pass: TalkPass, now: Date): Promise<void> {
    if (this.passes.has(token)) return Promise.reject(new Error('This link exists already'));
    this.passes.set(token, { ...pass, usedAt: null, issuedAt: now });
    return Promise.resolve();
  }

  pass(token: string): Promise<StoredPass | undefined> {
    const kept = this.passes.get(token);
    if (!kept) return Promise.resolve(undefined);
    const { issuedAt: _issuedAt, ...pass } = kept;
    return Promise.resolve(pass);
  }

  talk(id: TalkId): Promise<Talk | undefined> {
    const talk = this.talks.get(id);
    return Promise.resolve(talk && { ...talk });
  }

  seat(talkId: TalkId, applicationId: ApplicationId): Promise<Seat | undefined> {
    const seat = this.seatsOf(talkId).get(applicationId);
    return Promise.resolve(seat && { ...seat });
  }

  freeWithPass(token: string, now: Date): Promise<{ outcome: CancelOutcome; talk?: Talk }> {
    const pass = this.passes.get(token);
    if (pass?.purpose !== 'no-asistire')
      return Promise.resolve({
        outcome: cancelStateOf(pass, undefined, undefined, now) as CancelOutcome,
      });
    const { applicationId, talkId } = pass;
    const talk = this.talks.get(talkId);
    const state = cancelStateOf(pass, talk, this.seatsOf(talkId).get(applicationId), now);
    if (state !== 'open' || !talk)
      return Promise.resolve({
        outcome: state === 'open' ? 'unknown' : state,
        ...(talk ? { talk: { ...talk } } : {}),
      });
    this.unseat(talk, applicationId);
    if (this.holders.get(applicationId) === talkId) this.holders.delete(applicationId);
    this.dropHolds(applicationId, now);
    this.passes.set(token, { ...pass, usedAt: now });
    return Promise.resolve({ outcome: 'freed', talk: { ...talk } });
  }

  chooseWithPass(
    token: string,
    talkId: TalkId,
    now: Date,
    mailboxOf: MailboxSeatKeyOf,
  ): Promise<{ outcome: ChoiceOutcome; talk?: Talk }> {
    const pass = this.passes.get(token);
    const state = pass?.purpose === 'elegir' ? passStateOf(pass, now) : 'unknown';
    if (state !== 'valid' || !pass) return Promise.resolve({ outcome: state as ChoiceOutcome });
    const { applicationId } = pass;
    const talk = this.talks.get(talkId);
    if (!talk) return Promise.resolve({ outcome: 'unknown' });
    const applicant = this.applicants.get(applicationId);
    const previous = this.holders.get(applicationId);
    const markUsed = () => this.passes.set(token, { ...pass, usedAt: now });
    // As AdminSeatRegistry: checked first, a seat held already too.
    try {
      requireChosenSeat(talk, { id: applicationId, stage: applicant?.stage ?? 'cerrada' }, now);
    } catch (error) {
      if (!(error instanceof SeatRefusedError)) throw error;
      if (!(previous === talkId && error.reason === 'full'))
        return Promise.resolve({ outcome: error.reason as ChoiceOutcome, talk: { ...talk } });
    }
    if (previous === talkId) {
      markUsed();
      return Promise.resolve({ outcome: 'taken', talk: { ...talk } });
    }
    if (!applicant) return Promise.resolve({ outcome: 'not-open', talk: { ...talk } });
    const key = mailboxOf(applicant.email);
    const hold = this.holds.get(key);
    if (holdBars(hold, applicationId, hold && this.latestSeatOf(hold.applicationId), now))
      return Promise.resolve({ outcome: 'mailbox-seated', talk: { ...talk } });
    const left = previous === undefined ? undefined : this.talks.get(previous);
    const leftSeat = left && this.seatsOf(left.id).get(applicationId);
    if (left && leftSeat && isFreeable(left, leftSeat, now)) this.unseat(left, applicationId);
    this.seatsOf(talkId).set(applicationId, {
      talkId,
      applicationId,
      assignedAt: now,
      attended: false,
    });
    const seated = { ...talk, taken: talk.taken + 1 };
    this.talks.set(talkId, seated);
    this.holders.set(applicationId, talkId);
    this.holds.set(key, { applicationId, heldAt: now });
    markUsed();
    return Promise.resolve({ outcome: 'taken', talk: { ...seated } });
  }

  private seatsOf(talkId: TalkId): Map<ApplicationId, Seat> {
    let seats = this.seatsByTalk.get(talkId);
    if (!seats) {
      seats = new Map();
      this.seatsByTalk.set(talkId, seats);
    }
    return seats;
  }

  /** The seat and its count, in one step (the count never below zero). */
  private unseat(talk: Talk, applicationId: ApplicationId): void {
    this.seatsOf(talk.id).delete(applicationId);
    const current = this.talks.get(talk.id) ?? talk;
    this.talks.set(talk.id, { ...current, taken: Math.max(0, current.taken - 1) });
  }

  /** The application's latest seat with its talk, as its holder names it. */
  private latestSeatOf(applicationId: ApplicationId): { talk: Talk; seat: Seat } | undefined {
    const talkId = this.holders.get(applicationId);
    const talk = talkId === undefined ? undefined : this.talks.get(talkId);
    const seat = talk && this.seatsOf(talk.id).get(applicationId);
    return talk && seat ? { talk, seat } : undefined;
  }

  /** The mailboxes' holds the application took up to `upTo`. */
  private dropHolds(applicationId: ApplicationId, upTo: Date): void {
    for (const [key, hold] of this.holds)
      if (hold.applicationId === applicationId && hold.heldAt.getTime() <= upTo.getTime())
        this.holds.delete(key);
  }
}
