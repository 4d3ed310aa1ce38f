import {
  addDoc,
  getDocFromServer,
  getDocsFromServer,
  limit,
  query,
  runTransaction,
  type DocumentSnapshot,
  updateDoc,
} from 'firebase/firestore';
import type { SignedInUser } from '../../../access/domain/staff-member';
import type { QueryShape } from '../../../shared/adapters/firestore/query-shape';
import { constraintsOf } from '../../../shared/adapters/staff-firebase/query-from-shape';
import {
  liveApplicationIn,
  writeRequirementIn,
} from '../../../applications/adapters/firestore/application-in-transaction';
import { stageOfRecord } from '../../../applications/domain/application-record';
import { requireRequirementChange } from '../../../applications/domain/requirements/checklist';
import { BoundedFirestoreAdapter } from '../../../shared/adapters/staff-firebase/bounded-adapter';
import type { ApplicationId } from '../../../applications/domain/application-id';
import { attendanceTick, requireFreeable, requireSeat, type Seat } from '../../domain/seat';
import type { TalkCalendar } from '../../domain/talk-calendar';
import {
  AttendanceRefusedError,
  SeatRefusedError,
  TalkNotFoundError,
} from '../../domain/talk-errors';
import {
  isUpcoming,
  MAX_SEATS,
  TALK_LIST_SIZE,
  type Talk,
  type TalkDetails,
  type TalkId,
} from '../../domain/talk';
import {
  attendanceData,
  heldTalkOf,
  holderIn,
  newSeatData,
  newTalkData,
  seatCountData,
  seatIn,
  seatsIn,
  talkEditData,
  talkIn,
  talksIn,
  toSeat,
  toTalk,
} from './talk-document';
import { SEATS_SHAPE, talksBeforeShape, talksFromShape } from './talk-query-shapes';

const ATTENDED_TALK = { item: 'charla', met: true, receipt: null } as const;

function requireTalk(snapshot: DocumentSnapshot, id: TalkId): Talk {
  if (!snapshot.exists()) throw new TalkNotFoundError(`No talk ${id}`);
  return toTalk(snapshot);
}

/** A seat's transaction, tried again when the rules refuse it (see assign), later each time. */
const SEAT_ATTEMPTS = 4;
const SEAT_RETRY_MS = 150;

const isPermissionDenied = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * Talks on Firestore (Talks/{id}, Talks/{id}/seats/{SOL id}, SeatHolders/{SOL id}). Every seat
 * taken or freed is one transaction with the talk's count and the holder, as firestore.rules
 * require; lists are single-field range queries (no composite index), at most 31 documents.
 */
export class FirestoreTalkCalendar extends BoundedFirestoreAdapter implements TalkCalendar {
  async create(details: TalkDetails, by: SignedInUser): Promise<TalkId> {
    const created = await this.bounded(
      'Firestore talk',
      addDoc(talksIn(this.db), newTalkData(details, by)),
    );
    return created.id;
  }

  async edit(id: TalkId, details: TalkDetails, by: SignedInUser): Promise<void> {
    await this.bounded('Firestore talk', updateDoc(talkIn(this.db, id), talkEditData(details, by)));
  }

  from(since: Date, count: number): Promise<Talk[]> {
    return this.talks(talksFromShape(since), count);
  }

  before(before: Date, count: number): Promise<Talk[]> {
    return this.talks(talksBeforeShape(before), count);
  }

  async talk(id: TalkId): Promise<Talk | undefined> {
    const snapshot = await this.bounded('Firestore get', getDocFromServer(talkIn(this.db, id)));
    return snapshot.exists() ? toTalk(snapshot) : undefined;
  }

  async seats(id: TalkId): Promise<Seat[]> {
    const seats = query(seatsIn(this.db, id), ...constraintsOf(SEATS_SHAPE), limit(MAX_SEATS + 1));
    return (await this.bounded('Firestore seats', getDocsFromServer(seats))).docs.map(toSeat);
  }

  async seatOf(applicationId: ApplicationId): Promise<Seat | undefined> {
    const holder = holderIn(this.db, applicationId);
    const held = heldTalkOf(await this.bounded('Firestore get', getDocFromServer(holder)));
    if (held === undefined) return undefined;
    const seat = seatIn(this.db, held, applicationId);
    const snapshot = await this.bounded('Firestore get', getDocFromServer(seat));
    return snapshot.exists() ? toSeat(snapshot) : undefined;
  }

  async assign(
    applicationId: ApplicationId,
    id: TalkId,
    now: Date,
    by: SignedInUser,
  ): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.assignOnce(applicationId, id, now, by);
      } catch (error) {
        // Another clerk's seat went in between our read and our write: the rules refuse our
        // count (they check it against the stored one) rather than let Firestore retry, and the
        // emulator refuses a write that meets another's lock. Read again, a moment later: the
        // talk is full, or the seat is ours.
        if (!isPermissionDenied(error) || attempt === SEAT_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, SEAT_RETRY_MS * attempt));
      }
    }
  }

  private async assignOnce(
    applicationId: ApplicationId,
    id: TalkId,
    now: Date,
    by: SignedInUser,
  ): Promise<void> {
    const { db } = this;
    await this.bounded(
      'Firestore seat',
      runTransaction(db, async (transaction) => {
        const talk = requireTalk(await transaction.get(talkIn(db, id)), id);
        const previous = heldTalkOf(await transaction.get(holderIn(db, applicationId)));
        const application = await liveApplicationIn(transaction, db, applicationId);
        if (previous === id) return;
        if (!application) throw new SeatRefusedError('not-en-tramite');
        requireSeat(talk, { id: applicationId, stage: stageOfRecord(application) }, now);
        const left =
          previous === undefined ? undefined : await transaction.get(talkIn(db, previous));
        if (previous !== undefined && left?.exists() && isUpcoming(toTalk(left), now)) {
          transaction.delete(seatIn(db, previous, applicationId));
          transaction.update(left.ref, seatCountData(toTalk(left).taken - 1, applicationId));
        }
        transaction.set(seatIn(db, id, applicationId), newSeatData(applicationId, by));
        transaction.update(talkIn(db, id), seatCountData(talk.taken + 1, applicationId));
        transaction.set(holderIn(db, applicationId), { talkId: id });
      }),
    );
  }

  async unassign(applicationId: ApplicationId, id: TalkId, now: Date): Promise<void> {
    const { db } = this;
    await this.bounded(
      'Firestore seat',
      runTransaction(db, async (transaction) => {
        const talk = requireTalk(await transaction.get(talkIn(db, id)), id);
        const seat = await transaction.get(seatIn(db, id, applicationId));
        const held = heldTalkOf(await transaction.get(holderIn(db, applicationId)));
        if (!seat.exists()) throw new SeatRefusedError('no-seat');
        requireFreeable(talk, toSeat(seat), now);
        transaction.delete(seat.ref);
        transaction.update(talkIn(db, id), seatCountData(talk.taken - 1, applicationId));
        if (held === id) transaction.delete(holderIn(db, applicationId));
      }),
    );
  }

  async recordAttendance(
    applicationId: ApplicationId,
    id: TalkId,
    now: Date,
    by: SignedInUser,
  ): Promise<void> {
    const { db } = this;
    await this.bounded(
      'Firestore attendance',
      runTransaction(db, async (transaction) => {
        const talk = requireTalk(await transaction.get(talkIn(db, id)), id);
        const seat = await transaction.get(seatIn(db, id, applicationId));
        const application = await liveApplicationIn(transaction, db, applicationId);
        if (!seat.exists() || !application) throw new AttendanceRefusedError('no-seat');
        const stage = stageOfRecord(application);
        if (attendanceTick(talk, toSeat(seat), { ...application, stage }, now) === 'tick')
          writeRequirementIn(
            transaction,
            db,
            applicationId,
            requireRequirementChange(application, ATTENDED_TALK),
            by,
          );
        transaction.update(seat.ref, attendanceData(by));
      }),
    );
  }

  private async talks(shape: QueryShape, count: number): Promise<Talk[]> {
    const talks = query(
      talksIn(this.db),
      ...constraintsOf(shape),
      limit(Math.min(count, TALK_LIST_SIZE)),
    );
    return (await this.bounded('Firestore talks', getDocsFromServer(talks))).docs.map(toTalk);
  }
}
