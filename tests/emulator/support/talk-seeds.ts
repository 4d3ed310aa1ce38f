import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { APPLICATIONS_COLLECTION } from '../../../src/applications/adapters/applications-collections';
import {
  MAILBOX_SEATS_COLLECTION,
  SEAT_HOLDERS_COLLECTION,
  SEATS_COLLECTION,
  TALK_PASSES_COLLECTION,
  TALKS_COLLECTION,
} from '../../../src/talks/adapters/talks-collections';
import { STAGE_FLAGS, type Stage } from '../../../src/applications/domain/workflow/stage';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import { validForm } from '../../support/application-fixtures';

/**
 * Talks, seats and applications written as the staff's adapter and the intake write them, past
 * the rules (the Admin SDK), for the server's talk tests.
 */
export class TalkSeeds {
  constructor(private readonly db: Firestore) {}

  async talk(id: string, startsAt: Date, seats = 10, place = 'Salón de usos múltiples') {
    await this.db
      .collection(TALKS_COLLECTION)
      .doc(id)
      .set({
        startsAt: Timestamp.fromDate(startsAt),
        place,
        seats,
        taken: 0,
        lastSeatId: null,
        updatedAt: Timestamp.now(),
        updatedBy: 'admin-1',
      });
    return id;
  }

  /** A clerk's seat: the seat, its count and its holder, as one write. */
  async seat(talkId: string, applicationId: ApplicationId, assignedAt: Date, attended = false) {
    const talk = this.db.collection(TALKS_COLLECTION).doc(talkId);
    const batch = this.db.batch();
    batch.set(talk.collection(SEATS_COLLECTION).doc(applicationId), {
      applicationId,
      attended,
      assignedAt: Timestamp.fromDate(assignedAt),
      assignedBy: 'empleado-2',
    });
    const taken = ((await talk.get()).get('taken') as number) + 1;
    batch.update(talk, { taken, lastSeatId: applicationId });
    batch.set(this.db.collection(SEAT_HOLDERS_COLLECTION).doc(applicationId), { talkId });
    await batch.commit();
  }

  async application(id: ApplicationId, stage: Stage, form = validForm()) {
    await this.db
      .collection(APPLICATIONS_COLLECTION)
      .doc(id)
      .set({ ...form, id, date: Timestamp.now(), ...STAGE_FLAGS[stage] });
  }

  async taken(talkId: string): Promise<number> {
    return (await this.db.collection(TALKS_COLLECTION).doc(talkId).get()).get('taken') as number;
  }

  async seatExists(talkId: string, applicationId: ApplicationId): Promise<boolean> {
    const seat = this.db
      .collection(TALKS_COLLECTION)
      .doc(talkId)
      .collection(SEATS_COLLECTION)
      .doc(applicationId);
    return (await seat.get()).exists;
  }

  async holder(applicationId: ApplicationId): Promise<string | undefined> {
    const holder = await this.db.collection(SEAT_HOLDERS_COLLECTION).doc(applicationId).get();
    return holder.get('talkId') as string | undefined;
  }

  /** The applications holding a mailbox's seat, in order. */
  async mailboxHolders(): Promise<string[]> {
    const holds = await this.db.collection(MAILBOX_SEATS_COLLECTION).get();
    return holds.docs.map((hold) => hold.get('applicationId') as string).sort();
  }

  /** How many links are stored for the number. */
  async passes(applicationId: ApplicationId): Promise<number> {
    const found = await this.db
      .collection(TALK_PASSES_COLLECTION)
      .where('applicationId', '==', applicationId)
      .get();
    return found.size;
  }
}
