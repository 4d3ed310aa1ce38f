import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { SEATS_COLLECTION } from '../talks-collections';
import type { ApplicationId } from '../../../applications/domain/application-id';
import { holdBars, type MailboxHold, type MailboxSeatKeyOf } from '../../domain/mailbox-seat';
import { isFreeable, requireChosenSeat } from '../../domain/seat';
import { SeatRefusedError } from '../../domain/talk-errors';
import type { SeatApplicant, SeatInvitee, SeatRegistry } from '../../domain/seat-registry';
import type { Seat } from '../../domain/seat';
import { MAX_SEATS, type Talk, type TalkId } from '../../domain/talk';
import {
  cancelStateOf,
  passStateOf,
  type CancelOutcome,
  type ChoiceOutcome,
  type StoredPass,
  type TalkPass,
} from '../../domain/talk-pass';
import {
  adminApplicantOf,
  adminApplicationIn,
  adminApplicationStateOf,
  adminInviteeOf,
} from '../../../applications/adapters/server/admin-seat-applications';
import {
  adminHeldTalkOf,
  adminMailboxHoldOf,
  adminPassOf,
  adminSeatOf,
  adminTalkOf,
  applicantSeatFields,
  holderAt,
  mailboxHoldFields,
  mailboxHoldsOf,
  mailboxSeatAt,
  passAt,
  passesOf,
  passFields,
  seatAt,
  seatCountFields,
  talkAt,
  talksOf,
} from './admin-talk-documents';
import { runRetriedTransaction } from '../../../shared/adapters/server/retried-transaction';

/**
 * An application's seats at every talk, found by number: a collection group query on
 * `applicationId` (its single-field index for collection groups is in firestore.indexes.json).
 * An application is seated at a few talks at most; this many a transaction.
 */
export const SEATS_FORGOTTEN_PER_STEP = 20;
/** Links are deleted this many to a batch (the Admin SDK takes up to 500 writes). */
const PASSES_PER_BATCH = 100;

/**
 * The seats on the server, over the Admin SDK. A seat taken or freed is one transaction with its
 * talk's count (naming the seat in `lastSeatId`, as the staff's writes do) and its holder; the
 * Admin SDK's transactions lock what they read, so the count stays exact beside the staff's.
 */
export class AdminSeatRegistry implements SeatRegistry {
  constructor(private readonly db: Firestore) {}

  release(applicationId: ApplicationId, now: Date): Promise<TalkId | undefined> {
    const { db } = this;
    return runRetriedTransaction(db, async (transaction) => {
      // Read first (a transaction reads before it writes): whatever is freed, the holds go.
      const holds = await transaction.get(mailboxHoldsOf(db, applicationId));
      const freed = await this.freeLatestSeat(transaction, applicationId, now);
      for (const hold of holds.docs) transaction.delete(hold.ref);
      return freed;
    });
  }

  /** release's seat: its reads, then its writes, in the caller's transaction. */
  private async freeLatestSeat(
    transaction: Transaction,
    applicationId: ApplicationId,
    now: Date,
  ): Promise<TalkId | undefined> {
    const { db } = this;
    const holder = await transaction.get(holderAt(db, applicationId));
    const talkId = adminHeldTalkOf(holder);
    if (talkId === undefined) return undefined;
    const [talk, seat] = await transaction.getAll(
      talkAt(db, talkId),
      seatAt(db, talkId, applicationId),
    );
    if (!talk?.exists || !seat?.exists) return undefined;
    const held = adminTalkOf(talk);
    if (!isFreeable(held, adminSeatOf(seat), now)) return undefined;
    transaction.delete(seat.ref);
    transaction.update(talk.ref, seatCountFields(held.taken - 1, applicationId));
    transaction.delete(holder.ref);
    return talkId;
  }

  async forget(applicationId: ApplicationId, upTo: Date): Promise<void> {
    while (await this.forgetSomeSeats(applicationId, upTo));
    await this.forgetHolds(applicationId, upTo);
    await this.forgetPasses(applicationId, upTo);
  }

  /** The mailbox's holds the number took up to `upTo`: a later owner's hold is theirs. */
  private async forgetHolds(applicationId: ApplicationId, upTo: Date): Promise<void> {
    const found = await mailboxHoldsOf(this.db, applicationId).get();
    const old = found.docs.filter(
      (hold) => (adminMailboxHoldOf(hold)?.heldAt.getTime() ?? 0) <= upTo.getTime(),
    );
    if (old.length === 0) return;
    const batch = this.db.batch();
    for (const hold of old) batch.delete(hold.ref);
    await batch.commit();
  }

  /**
   * Up to SEATS_FORGOTTEN_PER_STEP of the number's seats given up to `upTo`, each with its talk's
   * count (kept equal to its seats), and the holder when it named one of them or a seat that is
   * gone: one transaction. Resolves to whether there may be more.
   */
  private forgetSomeSeats(applicationId: ApplicationId, upTo: Date): Promise<boolean> {
    const { db } = this;
    return runRetriedTransaction(db, async (transaction) => {
      const found = await transaction.get(
        db
          .collectionGroup(SEATS_COLLECTION)
          .where('applicationId', '==', applicationId)
          .limit(SEATS_FORGOTTEN_PER_STEP),
      );
      const seats = found.docs.filter(
        (snapshot) => adminSeatOf(snapshot).assignedAt.getTime() <= upTo.getTime(),
      );
      const holder = await transaction.get(holderAt(db, applicationId));
      const held = adminHeldTalkOf(holder);
      const talkIds = seats.map((seat) => adminSeatOf(seat).talkId);
      const talks: DocumentSnapshot[] =
        talkIds.length === 0
          ? []
          : await transaction.getAll(...talkIds.map((id) => talkAt(db, id)));
      const heldSeat =
        held === undefined || talkIds.includes(held)
          ? undefined
          : await transaction.get(seatAt(db, held, applicationId));
      seats.forEach((seat, index) => {
        const talk = talks[index];
        transaction.delete(seat.ref);
        if (talk?.exists)
          transaction.update(
            talk.ref,
            seatCountFields(Math.max(0, adminTalkOf(talk).taken - 1), applicationId),
          );
      });
      if (held !== undefined && (talkIds.includes(held) || heldSeat?.exists === false))
        transaction.delete(holder.ref);
      return seats.length > 0 && found.size === SEATS_FORGOTTEN_PER_STEP;
    });
  }

  async invitee(talkId: TalkId, applicationId: ApplicationId): Promise<SeatInvitee | undefined> {
    const { db } = this;
    const [[talk, seat], applicant] = await Promise.all([
      db.getAll(talkAt(db, talkId), seatAt(db, talkId, applicationId)),
      this.applicant(applicationId),
    ]);
    if (!talk?.exists || !seat?.exists || !applicant) return undefined;
    return { talk: adminTalkOf(talk), seat: adminSeatOf(seat), applicant };
  }

  async between(from: Date, to: Date, limit: number): Promise<Talk[]> {
    // One field's range and order: the automatic single-field index serves it.
    const talks = await talksOf(this.db)
      .where('startsAt', '>=', Timestamp.fromDate(from))
      .where('startsAt', '<', Timestamp.fromDate(to))
      .orderBy('startsAt')
      .limit(limit)
      .get();
    return talks.docs.map(adminTalkOf);
  }

  async seats(talkId: TalkId): Promise<Seat[]> {
    const seats = await talkAt(this.db, talkId)
      .collection(SEATS_COLLECTION)
      .orderBy('assignedAt')
      .limit(MAX_SEATS + 1)
      .get();
    return seats.docs.map(adminSeatOf);
  }

  async applicant(applicationId: ApplicationId): Promise<SeatApplicant | undefined> {
    return adminInviteeOf(this.db, applicationId);
  }

  async heldSeat(applicationId: ApplicationId): Promise<{ talk: Talk; seat: Seat } | undefined> {
    const talkId = adminHeldTalkOf(await holderAt(this.db, applicationId).get());
    if (talkId === undefined) return undefined;
    const [talk, seat] = await this.db.getAll(
      talkAt(this.db, talkId),
      seatAt(this.db, talkId, applicationId),
    );
    if (!talk?.exists || !seat?.exists) return undefined;
    return { talk: adminTalkOf(talk), seat: adminSeatOf(seat) };
  }

  async issuePass(token: string, pass: TalkPass, now: Date): Promise<void> {
    await passAt(this.db, token).create(passFields(pass, now));
  }

  async pass(token: string): Promise<StoredPass | undefined> {
    return adminPassOf(await passAt(this.db, token).get());
  }

  async talk(id: TalkId): Promise<Talk | undefined> {
    const talk = await talkAt(this.db, id).get();
    return talk.exists ? adminTalkOf(talk) : undefined;
  }

  async seat(talkId: TalkId, applicationId: ApplicationId): Promise<Seat | undefined> {
    const seat = await seatAt(this.db, talkId, applicationId).get();
    return seat.exists ? adminSeatOf(seat) : undefined;
  }

  freeWithPass(token: string, now: Date): Promise<{ outcome: CancelOutcome; talk?: Talk }> {
    const { db } = this;
    return runRetriedTransaction(db, async (transaction) => {
      const passDocument = await transaction.get(passAt(db, token));
      const pass = adminPassOf(passDocument);
      if (pass?.purpose !== 'no-asistire')
        return { outcome: cancelStateOf(pass, undefined, undefined, now) as CancelOutcome };
      const { applicationId, talkId } = pass;
      const [talkDocument, seatDocument, holder] = await transaction.getAll(
        talkAt(db, talkId),
        seatAt(db, talkId, applicationId),
        holderAt(db, applicationId),
      );
      const talk = talkDocument?.exists ? adminTalkOf(talkDocument) : undefined;
      const seat = seatDocument?.exists ? adminSeatOf(seatDocument) : undefined;
      const state = cancelStateOf(pass, talk, seat, now);
      if (state !== 'open') return { outcome: state, ...(talk ? { talk } : {}) };
      if (!talk || !seatDocument || !holder) return { outcome: 'unknown' };
      const holds = await transaction.get(mailboxHoldsOf(db, applicationId));
      for (const hold of holds.docs) transaction.delete(hold.ref);
      transaction.delete(seatDocument.ref);
      transaction.update(talkAt(db, talkId), seatCountFields(talk.taken - 1, applicationId));
      if (adminHeldTalkOf(holder) === talkId) transaction.delete(holder.ref);
      transaction.update(passDocument.ref, { usedAt: Timestamp.fromDate(now) });
      return { outcome: 'freed', talk };
    });
  }

  chooseWithPass(
    token: string,
    talkId: TalkId,
    now: Date,
    mailboxOf: MailboxSeatKeyOf,
  ): Promise<{ outcome: ChoiceOutcome; talk?: Talk }> {
    const { db } = this;
    return runRetriedTransaction(db, async (transaction) => {
      const passDocument = await transaction.get(passAt(db, token));
      const pass = adminPassOf(passDocument);
      const state = pass?.purpose === 'elegir' ? passStateOf(pass, now) : 'unknown';
      if (state !== 'valid' || !pass) return { outcome: state as ChoiceOutcome };
      const { applicationId } = pass;
      const [talkDocument, holder] = await transaction.getAll(
        talkAt(db, talkId),
        holderAt(db, applicationId),
      );
      const application = await adminApplicationIn(transaction, db, applicationId);
      if (!talkDocument?.exists || !holder) return { outcome: 'unknown' };
      const talk = adminTalkOf(talkDocument);
      const stage = adminApplicationStateOf(application)?.stage ?? 'cerrada';
      const previous = adminHeldTalkOf(holder);
      const markUsed = () =>
        transaction.update(passDocument.ref, { usedAt: Timestamp.fromDate(now) });
      // Checked first, a seat held already too: a past talk's or a closed application's is no
      // choice to confirm.
      try {
        requireChosenSeat(talk, { id: applicationId, stage }, now);
      } catch (error) {
        if (!(error instanceof SeatRefusedError)) throw error;
        if (!(previous === talkId && error.reason === 'full'))
          return { outcome: error.reason as ChoiceOutcome, talk };
      }
      if (previous === talkId) {
        markUsed();
        return { outcome: 'taken', talk };
      }
      const email = adminApplicantOf(application)?.email;
      if (email === undefined) return { outcome: 'not-open', talk };
      const holdDocument = await transaction.get(mailboxSeatAt(db, mailboxOf(email)));
      if (await this.isBarred(transaction, adminMailboxHoldOf(holdDocument), applicationId, now))
        return { outcome: 'mailbox-seated', talk };
      const [left, leftSeat] =
        previous === undefined
          ? []
          : await transaction.getAll(talkAt(db, previous), seatAt(db, previous, applicationId));
      if (left?.exists && leftSeat?.exists) {
        const leftTalk = adminTalkOf(left);
        if (isFreeable(leftTalk, adminSeatOf(leftSeat), now)) {
          transaction.delete(leftSeat.ref);
          transaction.update(left.ref, seatCountFields(leftTalk.taken - 1, applicationId));
        }
      }
      transaction.set(seatAt(db, talkId, applicationId), applicantSeatFields(applicationId));
      transaction.update(talkDocument.ref, seatCountFields(talk.taken + 1, applicationId));
      transaction.set(holder.ref, { talkId });
      transaction.set(holdDocument.ref, mailboxHoldFields(applicationId));
      markUsed();
      return { outcome: 'taken', talk: { ...talk, taken: talk.taken + 1 } };
    });
  }

  /**
   * Whether the mailbox's hold bars the application (mailbox-seat.ts holdBars): read in the
   * choice's transaction, the hold's application's holder, then its talk and seat, so that of two
   * applications of one mailbox choosing at once the second finds the first's hold.
   */
  private async isBarred(
    transaction: Transaction,
    hold: MailboxHold | undefined,
    applicationId: ApplicationId,
    now: Date,
  ): Promise<boolean> {
    if (hold === undefined || hold.applicationId === applicationId) return false;
    const { db } = this;
    const otherTalkId = adminHeldTalkOf(await transaction.get(holderAt(db, hold.applicationId)));
    if (otherTalkId === undefined) return false;
    const [talk, seat] = await transaction.getAll(
      talkAt(db, otherTalkId),
      seatAt(db, otherTalkId, hold.applicationId),
    );
    const held =
      talk?.exists && seat?.exists
        ? { talk: adminTalkOf(talk), seat: adminSeatOf(seat) }
        : undefined;
    return holdBars(hold, applicationId, held, now);
  }

  /** The links given for the number's seats up to `upTo`, whatever they were for. */
  private async forgetPasses(applicationId: ApplicationId, upTo: Date): Promise<void> {
    for (;;) {
      const found = await passesOf(this.db)
        .where('applicationId', '==', applicationId)
        .limit(PASSES_PER_BATCH)
        .get();
      const old = found.docs.filter((pass) => {
        const issuedAt: unknown = pass.get('issuedAt');
        return !(issuedAt instanceof Timestamp) || issuedAt.toMillis() <= upTo.getTime();
      });
      if (old.length === 0) return;
      const batch = this.db.batch();
      for (const pass of old) batch.delete(pass.ref);
      await batch.commit();
      if (found.size < PASSES_PER_BATCH) return;
    }
  }
}
