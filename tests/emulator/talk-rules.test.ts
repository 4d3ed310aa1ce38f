import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { writeRequirement } from '../../src/applications/adapters/firestore/history-writes';
import type { Checklist } from '../../src/applications/domain/requirements/checklist';
import type { Stage } from '../../src/applications/domain/workflow/stage';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import {
  SEAT_HOLDERS_COLLECTION,
  SEATS_COLLECTION,
  TALK_PASSES_COLLECTION,
  TALKS_COLLECTION,
} from '../../src/talks/adapters/talks-collections';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import {
  attendanceData,
  newSeatData,
  newTalkData,
  seatCountData,
} from '../../src/talks/adapters/firestore/talk-document';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { describeRulesMatrix, type Operation } from './support/rules-matrix';
import {
  MEMBERS,
  registerStaffRulesWorld,
  type Actor,
  type Role,
} from './support/staff-rules-world';

const world = registerStaffRulesWorld('talk-rules');

const ADMIN: readonly Role[] = ['admin'];
const NOBODY: readonly Role[] = [];
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

interface TalkSeed {
  hours?: number;
  seats?: number;
  /** Seats taken by these applications, already stored with their holders. */
  holders?: readonly ApplicationId[];
  attended?: boolean;
}

/** A talk as the console stores it (past the rules), `hours` from now, with seats given. */
async function storedTalk({
  hours = 48,
  seats = 10,
  holders = [],
  attended = false,
}: TalkSeed = {}) {
  const db = world.privileged.db;
  const talk = await addDoc(collection(db, TALKS_COLLECTION), {
    startsAt: Timestamp.fromDate(inHours(hours)),
    place: 'Salón de usos múltiples',
    seats,
    taken: holders.length,
    lastSeatId: holders.at(-1) ?? null,
    updatedAt: Timestamp.now(),
    updatedBy: 'consola',
  });
  for (const id of holders) {
    await setDoc(doc(talk, SEATS_COLLECTION, id), {
      applicationId: id,
      attended,
      assignedAt: Timestamp.now(),
      assignedBy: 'consola',
    });
    await setDoc(doc(db, SEAT_HOLDERS_COLLECTION, id), { talkId: talk.id });
  }
  return talk.id;
}

/** A fresh application at `stage` (En trámite by default) with `checklist` met. */
async function application(stage: Stage = 'en-tramite', checklist: Checklist = {}) {
  const id = await world.freeId();
  const record = applicationRecord(id, dayOf2025(2), { stage });
  await world.privileged.seed([{ ...record, checklist }]);
  return id;
}

const talkRef = (db: Firestore, talkId: string) => doc(db, TALKS_COLLECTION, talkId);
const seatRef = (db: Firestore, talkId: string, id: ApplicationId) =>
  doc(db, TALKS_COLLECTION, talkId, SEATS_COLLECTION, id);
const holderRef = (db: Firestore, id: ApplicationId) => doc(db, SEAT_HOLDERS_COLLECTION, id);

interface SeatTampering {
  seat?: Record<string, unknown>;
  /** The count written; the stored one and one by default. */
  taken?: number;
  withoutCount?: boolean;
  withoutHolder?: boolean;
}

/** The adapter's write for a new seat (seat, count, holder), optionally tampered with. */
function takeSeat(
  actor: Actor,
  talkId: string,
  id: ApplicationId,
  takenBefore: number,
  tampering: SeatTampering = {},
) {
  const batch = writeBatch(actor.db).set(seatRef(actor.db, talkId, id), {
    ...newSeatData(id, actor),
    ...tampering.seat,
  });
  if (!tampering.withoutCount)
    batch.update(talkRef(actor.db, talkId), seatCountData(tampering.taken ?? takenBefore + 1, id));
  if (!tampering.withoutHolder) batch.set(holderRef(actor.db, id), { talkId });
  return batch.commit();
}

const readOperations: Operation[] = [
  {
    name: 'read a talk',
    allowed: MEMBERS,
    run: async (actor) => getDoc(talkRef(actor.db, await storedTalk())),
  },
  {
    name: 'list up to 31 talks',
    allowed: MEMBERS,
    run: (actor) => getDocs(query(collection(actor.db, TALKS_COLLECTION), limit(31))),
  },
  {
    name: 'list every talk at once',
    allowed: NOBODY,
    run: (actor) => getDocs(collection(actor.db, TALKS_COLLECTION)),
  },
  {
    name: "list up to 31 of a talk's seats",
    allowed: MEMBERS,
    run: async (actor) =>
      getDocs(
        query(collection(talkRef(actor.db, await storedTalk()), SEATS_COLLECTION), limit(31)),
      ),
  },
  {
    name: "read which talk holds an application's seat",
    allowed: MEMBERS,
    run: async (actor) => {
      const id = await application();
      await storedTalk({ holders: [id] });
      return getDoc(holderRef(actor.db, id));
    },
  },
  {
    name: 'list the seat holders',
    allowed: NOBODY,
    run: (actor) => getDocs(query(collection(actor.db, SEAT_HOLDERS_COLLECTION), limit(10))),
  },
];

const talkDetails = (hours: number, seats = 20) => ({
  startsAt: inHours(hours),
  place: 'Agencia Suchitoto',
  seats,
});

const adminOperations: Operation[] = [
  {
    name: 'create a talk',
    allowed: ADMIN,
    run: (actor) =>
      addDoc(collection(actor.db, TALKS_COLLECTION), newTalkData(talkDetails(48), actor)),
  },
  {
    name: 'create a talk that began',
    allowed: NOBODY,
    run: (actor) =>
      addDoc(collection(actor.db, TALKS_COLLECTION), newTalkData(talkDetails(-1), actor)),
  },
  {
    name: 'create a talk of 31 seats',
    allowed: NOBODY,
    run: (actor) =>
      addDoc(collection(actor.db, TALKS_COLLECTION), newTalkData(talkDetails(48, 31), actor)),
  },
  {
    name: 'create a talk with a seat taken already',
    allowed: NOBODY,
    run: (actor) =>
      addDoc(collection(actor.db, TALKS_COLLECTION), {
        ...newTalkData(talkDetails(48), actor),
        taken: 1,
      }),
  },
  {
    name: 'create a talk with a name on it',
    allowed: NOBODY,
    run: (actor) =>
      addDoc(collection(actor.db, TALKS_COLLECTION), {
        ...newTalkData(talkDetails(48), actor),
        attendees: ['Ana López'],
      }),
  },
  {
    name: "edit an upcoming talk's place, time and seats",
    allowed: ADMIN,
    run: async (actor) =>
      updateDoc(talkRef(actor.db, await storedTalk({ holders: [await application()] })), {
        startsAt: Timestamp.fromDate(inHours(72)),
        place: 'Agencia Centro',
        seats: 1,
        updatedAt: serverTimestamp(),
        updatedBy: actor.uid,
      }),
  },
  {
    name: 'edit a talk to fewer seats than are taken',
    allowed: NOBODY,
    run: async (actor) => {
      const holders = [await application(), await application()];
      return updateDoc(talkRef(actor.db, await storedTalk({ holders })), {
        seats: 1,
        updatedAt: serverTimestamp(),
        updatedBy: actor.uid,
      });
    },
  },
  {
    name: 'edit a talk that began',
    allowed: NOBODY,
    run: async (actor) =>
      updateDoc(talkRef(actor.db, await storedTalk({ hours: -1 })), {
        place: 'Agencia Centro',
        updatedAt: serverTimestamp(),
        updatedBy: actor.uid,
      }),
  },
  {
    name: "change a talk's count by hand",
    allowed: NOBODY,
    run: async (actor) => updateDoc(talkRef(actor.db, await storedTalk()), { taken: 3 }),
  },
  {
    name: 'delete a talk',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(talkRef(actor.db, await storedTalk())),
  },
];

const seatOperations: Operation[] = [
  {
    name: 'give an application En trámite a seat, with its count and holder',
    allowed: MEMBERS,
    run: async (actor) => takeSeat(actor, await storedTalk(), await application(), 0),
  },
  {
    name: 'give the last seat of a full talk',
    allowed: NOBODY,
    run: async (actor) => {
      const talk = await storedTalk({ seats: 1, holders: [await application()] });
      return takeSeat(actor, talk, await application(), 1);
    },
  },
  {
    name: 'give a seat without counting it',
    allowed: NOBODY,
    run: async (actor) =>
      takeSeat(actor, await storedTalk(), await application(), 0, { withoutCount: true }),
  },
  {
    name: 'give a seat counted twice',
    allowed: NOBODY,
    run: async (actor) => takeSeat(actor, await storedTalk(), await application(), 0, { taken: 2 }),
  },
  {
    name: 'give a seat that no holder names',
    allowed: NOBODY,
    run: async (actor) =>
      takeSeat(actor, await storedTalk(), await application(), 0, { withoutHolder: true }),
  },
  {
    name: 'count a seat that is not given',
    allowed: NOBODY,
    run: async (actor) =>
      updateDoc(talkRef(actor.db, await storedTalk()), seatCountData(1, await application())),
  },
  {
    name: 'give a seat to an application that is Nueva',
    allowed: NOBODY,
    run: async (actor) => takeSeat(actor, await storedTalk(), await application('nueva'), 0),
  },
  {
    name: 'give a seat at a talk that began',
    allowed: NOBODY,
    run: async (actor) => takeSeat(actor, await storedTalk({ hours: -1 }), await application(), 0),
  },
  {
    name: 'give a seat recorded in the name of someone else',
    allowed: NOBODY,
    run: async (actor) =>
      takeSeat(actor, await storedTalk(), await application(), 0, {
        seat: { assignedBy: world.someoneElse(actor).uid },
      }),
  },
  {
    name: 'give a second seat while one at another upcoming talk is kept',
    allowed: NOBODY,
    run: async (actor) => {
      const id = await application();
      await storedTalk({ holders: [id] });
      return takeSeat(actor, await storedTalk(), id, 0);
    },
  },
  {
    name: 'move a seat to another upcoming talk, freeing the first in the same write',
    allowed: MEMBERS,
    run: async (actor) => {
      const id = await application();
      const first = await storedTalk({ holders: [id] });
      const second = await storedTalk();
      return writeBatch(actor.db)
        .delete(seatRef(actor.db, first, id))
        .update(talkRef(actor.db, first), seatCountData(0, id))
        .set(seatRef(actor.db, second, id), newSeatData(id, actor))
        .update(talkRef(actor.db, second), seatCountData(1, id))
        .set(holderRef(actor.db, id), { talkId: second })
        .commit();
    },
  },
  {
    name: 'give a seat to an application whose last seat was at a talk that began',
    allowed: MEMBERS,
    run: async (actor) => {
      const id = await application();
      await storedTalk({ hours: -3, holders: [id] });
      return takeSeat(actor, await storedTalk(), id, 0);
    },
  },
  {
    name: 'free a seat with its count and holder',
    allowed: MEMBERS,
    run: async (actor) => {
      const id = await application();
      const talk = await storedTalk({ holders: [id] });
      return writeBatch(actor.db)
        .delete(seatRef(actor.db, talk, id))
        .update(talkRef(actor.db, talk), seatCountData(0, id))
        .delete(holderRef(actor.db, id))
        .commit();
    },
  },
  {
    name: 'free a seat without its count',
    allowed: NOBODY,
    run: async (actor) => {
      const id = await application();
      const talk = await storedTalk({ holders: [id] });
      return writeBatch(actor.db)
        .delete(seatRef(actor.db, talk, id))
        .delete(holderRef(actor.db, id))
        .commit();
    },
  },
  {
    name: 'free a seat at a talk that began',
    allowed: NOBODY,
    run: async (actor) => {
      const id = await application();
      const talk = await storedTalk({ hours: -1, holders: [id] });
      return writeBatch(actor.db)
        .delete(seatRef(actor.db, talk, id))
        .update(talkRef(actor.db, talk), seatCountData(0, id))
        .delete(holderRef(actor.db, id))
        .commit();
    },
  },
];

/** Attendance as the adapter writes it: the seat, and the talk's tick unless `tick` is false. */
async function attend(actor: Actor, talk: string, id: ApplicationId, tick = true) {
  const batch = writeBatch(actor.db).update(seatRef(actor.db, talk, id), attendanceData(actor));
  if (tick) {
    // The inbox's own tick writer, given a batch for a transaction: the same writes.
    writeRequirement(
      batch as never,
      doc(actor.db, APPLICATIONS_COLLECTION, id),
      { item: 'charla', met: true, receipt: null },
      actor,
    );
  }
  return batch.commit();
}

const attendanceOperations: Operation[] = [
  {
    name: "record attendance with the talk's tick and its history entry",
    allowed: MEMBERS,
    run: async (actor) => {
      const id = await application();
      return attend(actor, await storedTalk({ hours: 0.5, holders: [id] }), id);
    },
  },
  {
    name: "record attendance without ticking the application's talk",
    allowed: NOBODY,
    run: async (actor) => {
      const id = await application();
      return attend(actor, await storedTalk({ hours: 0.5, holders: [id] }), id, false);
    },
  },
  {
    name: 'record attendance alone when the talk was ticked already',
    allowed: MEMBERS,
    run: async (actor) => {
      const id = await application('asociada', { charla: true });
      return attend(actor, await storedTalk({ hours: -2, holders: [id] }), id, false);
    },
  },
  {
    name: 'record attendance two days before the talk',
    allowed: NOBODY,
    run: async (actor) => {
      const id = await application();
      return attend(actor, await storedTalk({ hours: 48, holders: [id] }), id);
    },
  },
  {
    name: 'record attendance twice',
    allowed: NOBODY,
    run: async (actor) => {
      const id = await application('en-tramite', { charla: true });
      const talk = await storedTalk({ hours: -1, holders: [id], attended: true });
      return attend(actor, talk, id, false);
    },
  },
  {
    name: 'record attendance for a seat that was never given',
    allowed: NOBODY,
    run: async (actor) => {
      const id = await application();
      return attend(actor, await storedTalk({ hours: 0.5 }), id);
    },
  },
  {
    name: 'record attendance and give the seat to another application',
    allowed: NOBODY,
    run: async (actor) => {
      const id = await application('en-tramite', { charla: true });
      const talk = await storedTalk({ hours: -1, holders: [id] });
      return updateDoc(seatRef(actor.db, talk, id), {
        ...attendanceData(actor),
        applicationId: await application(),
      });
    },
  },
];

/** A link as the server stores it (past the rules): a SHA-256 for its id, and whose seat. */
async function storedPass() {
  const pass = doc(world.privileged.db, TALK_PASSES_COLLECTION, 'un-hash-de-prueba');
  await setDoc(pass, {
    purpose: 'elegir',
    applicationId: 'SOL5000',
    issuedAt: Timestamp.now(),
    expireAt: Timestamp.fromDate(inHours(24)),
    usedAt: null,
  });
  return pass.id;
}

const passRef = (db: Firestore, id: string) => doc(db, TALK_PASSES_COLLECTION, id);

/** The applicants' links are the server's alone: nobody reads or writes them from a client. */
const passOperations: Operation[] = [
  {
    name: 'read a link',
    allowed: NOBODY,
    run: async (actor) => getDoc(passRef(actor.db, await storedPass())),
  },
  {
    name: 'list links',
    allowed: NOBODY,
    run: (actor) => getDocs(query(collection(actor.db, TALK_PASSES_COLLECTION), limit(1))),
  },
  {
    name: 'create a link',
    allowed: NOBODY,
    run: (actor) =>
      setDoc(passRef(actor.db, 'otro-hash'), {
        purpose: 'elegir',
        applicationId: 'SOL5000',
        issuedAt: Timestamp.now(),
        expireAt: Timestamp.fromDate(inHours(24)),
        usedAt: null,
      }),
  },
  {
    name: 'use a link up',
    allowed: NOBODY,
    run: async (actor) =>
      updateDoc(passRef(actor.db, await storedPass()), { usedAt: Timestamp.now() }),
  },
  {
    name: 'delete a link',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(passRef(actor.db, await storedPass())),
  },
];

describe('firestore.rules for the information talks', () => {
  describeRulesMatrix(
    'firestore.rules for the information talks',
    [
      ['reading', readOperations],
      ['talks', adminOperations],
      ['seats', seatOperations],
      ['attendance', attendanceOperations],
      ['links', passOperations],
    ],
    (role) => world.actor(role),
    193,
  );
});
