import { Timestamp } from 'firebase-admin/firestore';
import { withAdminFirestore } from '../../emulator/support/admin-firestore';
import { TALKS_COLLECTION } from '../../../src/talks/adapters/talks-collections';
import { E2E_PROJECT_ID, e2eEnv } from './e2e-env';

/** A talk an admin scheduled (stored past the rules, as the staff's adapter writes it). */
export async function scheduledTalk(place: string, startsAt: Date): Promise<string> {
  return withAdminFirestore(E2E_PROJECT_ID, e2eEnv('emulatorHost'), async (db) => {
    const talk = await db.collection(TALKS_COLLECTION).add({
      startsAt: Timestamp.fromDate(startsAt),
      place,
      seats: 20,
      taken: 0,
      lastSeatId: null,
      updatedAt: Timestamp.now(),
      updatedBy: 'admin-e2e',
    });
    return talk.id;
  });
}

/** How many of a talk's seats are taken, as stored. */
export const seatsTaken = (talkId: string) =>
  withAdminFirestore(E2E_PROJECT_ID, e2eEnv('emulatorHost'), async (db) =>
    (await db.collection(TALKS_COLLECTION).doc(talkId).get()).get('taken'),
  );
