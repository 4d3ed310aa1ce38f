import { addDoc, collection, Timestamp } from 'firebase/firestore';
import { FirestoreApplicationInbox } from '../../src/applications/adapters/firestore/firestore-application-inbox';
import { TALKS_COLLECTION } from '../../src/talks/adapters/talks-collections';
import { FirestoreTalkCalendar } from '../../src/talks/adapters/firestore/firestore-talk-calendar';
import { describeTalkCalendarContract } from '../contract/talk-calendar-contract';
import { registerStaffTestProject } from './support/staff-test-project';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const admin = { uid: 'admin-1', email: 'admin@cooperativa.example' };
const clerk = { uid: 'empleado-2', email: 'empleado@cooperativa.example' };

const env = registerStaffTestProject('talk-calendar');

describeTalkCalendarContract(
  'FirestoreTalkCalendar (emulator, project rules, an admin and a clerk)',
  async () => {
    const { project, privileged } = env;
    await project.admin.clear();
    await privileged.grant(admin.uid, 'admin', admin.email);
    await privileged.grant(clerk.uid, 'staff', clerk.email);
    const db = project.signedIn(admin);
    return {
      calendar: new FirestoreTalkCalendar(db, JAR_CALL_LIMIT_MS),
      otherClerk: new FirestoreTalkCalendar(project.signedIn(clerk), JAR_CALL_LIMIT_MS),
      inbox: new FirestoreApplicationInbox(db, JAR_CALL_LIMIT_MS),
      member: admin,
      seed: (records) => privileged.seed(records),
      seedTalk: async ({ startsAt, place, seats }) => {
        const talk = await addDoc(collection(privileged.db, TALKS_COLLECTION), {
          startsAt: Timestamp.fromDate(startsAt),
          place,
          seats,
          taken: 0,
          lastSeatId: null,
          updatedAt: Timestamp.now(),
          updatedBy: 'consola',
        });
        return talk.id;
      },
    };
  },
);
