import type { SignedInUser } from '../../../access/domain/staff-member';
import type { InMemoryApplicationStore } from '../../../applications/adapters/memory/in-memory-application-store';
import { stageOfRecord } from '../../../applications/domain/application-record';
import type { ApplicationId } from '../../../applications/domain/application-id';
import {
  attendanceTick,
  isFreeable,
  requireFreeable,
  requireSeat,
  seatFateOf,
  type Seat,
} from '../../domain/seat';
import type { TalkCalendar } from '../../domain/talk-calendar';
import {
  AttendanceRefusedError,
  SeatRefusedError,
  TalkNotFoundError,
} from '../../domain/talk-errors';
import {
  isUpcoming,
  soonestFirst,
  type Talk,
  type TalkDetails,
  type TalkId,
} from '../../domain/talk';

const ATTENDED_TALK = { item: 'charla', met: true, receipt: null } as const;

/**
 * Talks in memory, for the demo and tests, on the applications' in-memory store: attendance ticks
 * the application there, as the Firestore adapter does in the same write. It follows the store as
 * the server's trigger follows Applications (src/server/talks/settle-seats-function.ts): an
 * application closed or associated gives back its seat at an upcoming talk, and one removed or
 * erased leaves no seat at all.
 */
export class InMemoryTalkCalendar implements TalkCalendar {
  private readonly talks = new Map<TalkId, Talk>();
  private readonly seatsByTalk = new Map<TalkId, Seat[]>();
  /** Which talk holds each application's latest seat. */
  private readonly holders = new Map<ApplicationId, TalkId>();
  private talkCount = 0;

  constructor(private readonly store: InMemoryApplicationStore) {
    store.follow(() => this.settle());
  }

  /** The demo's talks and seats, as stored (counts included). */
  seed(talks: readonly Talk[], seats: readonly Seat[]): void {
    for (const talk of talks) this.talks.set(talk.id, { ...talk });
    for (const seat of seats) {
      this.seatsByTalk.set(seat.talkId, [...this.seatsOf(seat.talkId), { ...seat }]);
      this.holders.set(seat.applicationId, seat.talkId);
    }
  }

  async create(details: TalkDetails): Promise<TalkId> {
    await this.store.roundTrip();
    this.talkCount += 1;
    const id = `charla-${String(this.talkCount).padStart(4, '0')}`;
    this.talks.set(id, { ...details, id, taken: 0 });
    return id;
  }

  async edit(id: TalkId, details: TalkDetails): Promise<void> {
    await this.store.roundTrip();
    const talk = this.requireTalk(id);
    if (details.seats < talk.taken) throw new SeatRefusedError('full');
    this.talks.set(id, { ...talk, ...details });
  }

  async from(since: Date, limit: number): Promise<Talk[]> {
    await this.store.roundTrip();
    return [...this.talks.values()]
      .filter((talk) => talk.startsAt.getTime() >= since.getTime())
      .sort(soonestFirst)
      .slice(0, limit)
      .map((talk) => ({ ...talk }));
  }

  async before(before: Date, limit: number): Promise<Talk[]> {
    await this.store.roundTrip();
    return [...this.talks.values()]
      .filter((talk) => talk.startsAt.getTime() < before.getTime())
      .sort((a, b) => soonestFirst(b, a))
      .slice(0, limit)
      .map((talk) => ({ ...talk }));
  }

  async talk(id: TalkId): Promise<Talk | undefined> {
    await this.store.roundTrip();
    const talk = this.talks.get(id);
    return talk && { ...talk };
  }

  async seats(id: TalkId): Promise<Seat[]> {
    await this.store.roundTrip();
    return this.seatsOf(id).map((seat) => ({ ...seat }));
  }

  async seatOf(applicationId: ApplicationId): Promise<Seat | undefined> {
    await this.store.roundTrip();
    const seat = this.seatAt(this.holders.get(applicationId), applicationId);
    return seat && { ...seat };
  }

  async assign(applicationId: ApplicationId, id: TalkId, now: Date): Promise<void> {
    await this.store.roundTrip();
    const talk = this.requireTalk(id);
    const record = this.store.records.get(applicationId);
    const previous = this.holders.get(applicationId);
    if (previous === id) return;
    requireSeat(
      talk,
      { id: applicationId, stage: record ? stageOfRecord(record) : 'cerrada' },
      now,
    );
    const left = previous === undefined ? undefined : this.talks.get(previous);
    if (previous !== undefined && left && isUpcoming(left, now)) this.free(previous, applicationId);
    const seat = { talkId: id, applicationId, assignedAt: this.store.clock.now(), attended: false };
    this.seatsByTalk.set(id, [...this.seatsOf(id), seat]);
    this.talks.set(id, { ...talk, taken: talk.taken + 1 });
    this.holders.set(applicationId, id);
  }

  async unassign(applicationId: ApplicationId, id: TalkId, now: Date): Promise<void> {
    await this.store.roundTrip();
    const talk = this.requireTalk(id);
    const seat = this.seatAt(id, applicationId);
    if (!seat) throw new SeatRefusedError('no-seat');
    requireFreeable(talk, seat, now);
    this.free(id, applicationId);
    this.holders.delete(applicationId);
  }

  async recordAttendance(
    applicationId: ApplicationId,
    id: TalkId,
    now: Date,
    by: SignedInUser,
  ): Promise<void> {
    await this.store.roundTrip();
    const talk = this.requireTalk(id);
    const seat = this.seatAt(id, applicationId);
    const record = this.store.records.get(applicationId);
    if (!seat || !record) throw new AttendanceRefusedError('no-seat');
    const stage = stageOfRecord(record);
    if (attendanceTick(talk, seat, { stage, checklist: record.checklist }, now) === 'tick') {
      this.store.tickRequirement(applicationId, ATTENDED_TALK, by);
    }
    this.seatsByTalk.set(
      id,
      this.seatsOf(id).map((each) =>
        each.applicationId === applicationId ? { ...each, attended: true } : each,
      ),
    );
  }

  /** Each seat as its application's stage or absence says (seat.ts seatFateOf). */
  private settle(): void {
    const now = this.store.clock.now();
    for (const [id, seats] of [...this.seatsByTalk]) {
      const talk = this.requireTalk(id);
      for (const seat of seats) {
        const record = this.store.records.get(seat.applicationId);
        const fate = seatFateOf(record && { stage: stageOfRecord(record) });
        if (fate === 'keep' || (fate === 'release' && !isFreeable(talk, seat, now))) continue;
        this.free(id, seat.applicationId);
        if (this.holders.get(seat.applicationId) === id) this.holders.delete(seat.applicationId);
      }
    }
  }

  private requireTalk(id: TalkId): Talk {
    const talk = this.talks.get(id);
    if (!talk) throw new TalkNotFoundError(`No talk ${id}`);
    return talk;
  }

  private seatsOf(id: TalkId): Seat[] {
    return this.seatsByTalk.get(id) ?? [];
  }

  private seatAt(id: TalkId | undefined, applicationId: ApplicationId): Seat | undefined {
    if (id === undefined) return undefined;
    return this.seatsOf(id).find((seat) => seat.applicationId === applicationId);
  }

  private free(id: TalkId, applicationId: ApplicationId): void {
    const talk = this.requireTalk(id);
    this.seatsByTalk.set(
      id,
      this.seatsOf(id).filter((seat) => seat.applicationId !== applicationId),
    );
    this.talks.set(id, { ...talk, taken: talk.taken - 1 });
  }
}
