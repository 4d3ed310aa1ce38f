import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { createApplication } from '../../src/submission/domain/application';
import type { ApplicationId } from '../../src/submission/domain/application-id';
import type { StageChange } from '../../src/inbox/domain/history-entry';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
  STAFF_COLLECTION,
} from '../../src/shared/adapters/firestore/collection-names';
import {
  noteEntryData,
  transitionEntryData,
} from '../../src/inbox/adapters/firestore/history-document';
import { validForm } from '../support/application-fixtures';
import { describeRulesMatrix, type Operation } from './support/rules-matrix';
import {
  MEMBERS,
  moveApplication,
  registerStaffRulesWorld,
  ROLES,
  STORED_ID,
  STORED_NOTE_ID,
  type Actor,
  type Role,
  type Tampering,
} from './support/staff-rules-world';

const world = registerStaffRulesWorld('staff-rules');

const EVERYONE = ROLES;
const SIGNED_IN = ROLES.filter((role) => role !== 'anonymous');
const NOBODY: readonly Role[] = [];

const START: StageChange = { from: 'nueva', to: 'en-tramite', reason: null };
const CLOSE: StageChange = { from: 'nueva', to: 'cerrada', reason: 'desistio' };
const ASSOCIATE: StageChange = { from: 'en-tramite', to: 'asociada', reason: null };
const REOPEN: StageChange = { from: 'cerrada', to: 'en-tramite', reason: null };

const applications = (actor: Actor) => collection(actor.db, APPLICATIONS_COLLECTION);
const history = (actor: Actor, id: ApplicationId = STORED_ID) =>
  collection(actor.db, APPLICATIONS_COLLECTION, id, HISTORY_COLLECTION);
const staffEntry = (actor: Actor, uid: string) => doc(actor.db, STAFF_COLLECTION, uid);

/** The adapter's move of a fresh application at `change.from`, tampered with or not. */
const move =
  (change: StageChange, tampering: (actor: Actor) => Tampering = () => ({})) =>
  async (actor: Actor) =>
    moveApplication(actor, await world.applicationAt(change.from), change, tampering(actor));

/** What the public form writes, for a number nobody holds. */
const submit =
  (extra: Record<string, unknown> = {}) =>
  async (actor: Actor) => {
    const id = await world.freeId();
    return setDoc(doc(applications(actor), id), {
      ...createApplication(validForm(), id, new Date()),
      date: serverTimestamp(),
      ...extra,
    });
  };

const applicationOperations: Operation[] = [
  {
    name: 'get a stored application',
    allowed: MEMBERS,
    run: (actor) => getDoc(doc(applications(actor), STORED_ID)),
  },
  {
    name: 'get an id nobody holds (the public id check)',
    allowed: EVERYONE,
    run: (actor) => getDoc(doc(applications(actor), 'SOL9999')),
  },
  {
    name: 'list applications newest first',
    allowed: MEMBERS,
    run: (actor) => getDocs(query(applications(actor), orderBy('date', 'desc'), limit(10))),
  },
  {
    name: 'search applications by DUI',
    allowed: MEMBERS,
    run: (actor) => getDocs(query(applications(actor), where('dui', '==', validForm().dui))),
  },
  {
    name: 'count Nueva',
    allowed: MEMBERS,
    run: (actor) => getCountFromServer(query(applications(actor), where('alert', '==', true))),
  },
  { name: 'start one (alert), with its history entry', allowed: MEMBERS, run: move(START) },
  { name: 'close one with a reason (status, closeReason)', allowed: MEMBERS, run: move(CLOSE) },
  { name: 'associate one (isAssociated)', allowed: MEMBERS, run: move(ASSOCIATE) },
  { name: 'reopen one (status, closeReason back to null)', allowed: MEMBERS, run: move(REOPEN) },
  {
    name: 'change alert alone, with no history entry',
    allowed: NOBODY,
    run: (actor) => updateDoc(doc(applications(actor), STORED_ID), { alert: false }),
  },
  {
    name: 'change status alone',
    allowed: NOBODY,
    run: (actor) => updateDoc(doc(applications(actor), STORED_ID), { status: false }),
  },
  {
    name: 'change isAssociated alone',
    allowed: NOBODY,
    run: (actor) => updateDoc(doc(applications(actor), STORED_ID), { isAssociated: true }),
  },
  {
    name: 'move one without writing its history entry',
    allowed: NOBODY,
    run: move(START, () => ({ entry: null })),
  },
  {
    name: 'move one citing an existing history entry',
    allowed: NOBODY,
    run: move(START, () => ({ update: { lastChangeId: STORED_NOTE_ID }, entry: null })),
  },
  {
    name: 'move one and change the first name',
    allowed: NOBODY,
    run: move(START, () => ({ update: { first_name: 'Otra' } })),
  },
  {
    name: 'move one and change the DUI',
    allowed: NOBODY,
    run: move(START, () => ({ update: { dui: '01234567-8' } })),
  },
  {
    name: 'move one and change the e-mail',
    allowed: NOBODY,
    run: move(START, () => ({ update: { email: 'otra@example.com' } })),
  },
  {
    name: 'move one and change its id field',
    allowed: NOBODY,
    run: move(START, () => ({ update: { id: 'SOL1001' } })),
  },
  {
    name: 'move one and change its date',
    allowed: NOBODY,
    run: move(START, () => ({ update: { date: serverTimestamp() } })),
  },
  {
    name: 'move one and change terms',
    allowed: NOBODY,
    run: move(START, () => ({ update: { terms: false } })),
  },
  {
    name: 'move one and add a field of its own',
    allowed: NOBODY,
    run: move(START, (actor) => ({ update: { assignedTo: actor.uid } })),
  },
  {
    name: "move one with the client's clock as updatedAt",
    allowed: NOBODY,
    run: move(START, () => ({ update: { updatedAt: Timestamp.now() } })),
  },
  {
    name: "move one in another member's name (updatedBy)",
    allowed: NOBODY,
    run: move(START, (actor) => ({ update: { updatedBy: world.someoneElse(actor).uid } })),
  },
  { name: 'close one without a reason', allowed: NOBODY, run: move({ ...CLOSE, reason: null }) },
  {
    name: 'close one with a reason not on the list',
    allowed: NOBODY,
    run: move(CLOSE, () => ({ update: { closeReason: 'otra' }, entry: { reason: 'otra' } })),
  },
  {
    name: 'start one with a close reason',
    allowed: NOBODY,
    run: move(START, () => ({
      update: { closeReason: 'desistio' },
      entry: { reason: 'desistio' },
    })),
  },
  {
    name: "associate one leaving alert on (not Asociada's flags)",
    allowed: NOBODY,
    run: move(ASSOCIATE, () => ({ update: { alert: true } })),
  },
  {
    name: 'move one with the history entry of another move',
    allowed: NOBODY,
    run: move(START, () => ({ entry: { to: 'cerrada' } })),
  },
  {
    name: "move one with a history entry in another member's name",
    allowed: NOBODY,
    run: move(START, (actor) => ({ entry: { uid: world.someoneElse(actor).uid } })),
  },
  {
    name: 'delete an application',
    allowed: NOBODY,
    run: (actor) => deleteDoc(doc(applications(actor), STORED_ID)),
  },
  { name: 'create a valid application (the public form)', allowed: EVERYONE, run: submit() },
  {
    name: 'create an application already in progress',
    allowed: NOBODY,
    run: submit({ alert: false }),
  },
  {
    name: 'create an application with staff metadata',
    allowed: NOBODY,
    run: submit({ closeReason: null }),
  },
];

const note = (actor: Actor, extra: Record<string, unknown> = {}, text = 'Llamar el lunes.') => ({
  ...noteEntryData(text, actor),
  ...extra,
});

const historyOperations: Operation[] = [
  {
    name: 'get a history entry',
    allowed: MEMBERS,
    run: (actor) => getDoc(doc(history(actor), STORED_NOTE_ID)),
  },
  {
    name: 'list a history oldest first',
    allowed: MEMBERS,
    run: (actor) => getDocs(query(history(actor), orderBy('at'))),
  },
  { name: 'add a note', allowed: MEMBERS, run: (actor) => addDoc(history(actor), note(actor)) },
  {
    name: 'add a blank note',
    allowed: NOBODY,
    run: (actor) => addDoc(history(actor), note(actor, {}, '  \n ')),
  },
  {
    name: 'add a note of 2001 characters',
    allowed: NOBODY,
    run: (actor) => addDoc(history(actor), note(actor, {}, 'a'.repeat(2001))),
  },
  {
    name: "add a note dated by the client's clock",
    allowed: NOBODY,
    run: (actor) => addDoc(history(actor), note(actor, { at: Timestamp.now() })),
  },
  {
    name: "add a note in another member's name",
    allowed: NOBODY,
    run: (actor) => addDoc(history(actor), note(actor, { uid: world.someoneElse(actor).uid })),
  },
  {
    name: 'add a note under another e-mail',
    allowed: NOBODY,
    run: (actor) => addDoc(history(actor), note(actor, { email: 'otra@example.com' })),
  },
  {
    name: 'add a note with a field of its own',
    allowed: NOBODY,
    run: (actor) => addDoc(history(actor), note(actor, { pinned: true })),
  },
  {
    name: 'add a note to an application that does not exist',
    allowed: NOBODY,
    run: (actor) => addDoc(history(actor, 'SOL9998'), note(actor)),
  },
  {
    name: 'add a transition entry without moving the application',
    allowed: NOBODY,
    run: (actor) => addDoc(history(actor), transitionEntryData(START, actor)),
  },
  {
    name: 'edit a history entry',
    allowed: NOBODY,
    run: (actor) => updateDoc(doc(history(actor), STORED_NOTE_ID), { text: 'Otra cosa' }),
  },
  {
    name: 'delete a history entry',
    allowed: NOBODY,
    run: (actor) => deleteDoc(doc(history(actor), STORED_NOTE_ID)),
  },
];

const staffOperations: Operation[] = [
  {
    name: 'get their own Staff entry',
    allowed: SIGNED_IN,
    run: (actor) => getDoc(staffEntry(actor, actor.uid)),
  },
  {
    name: "get someone else's Staff entry",
    allowed: NOBODY,
    run: (actor) => getDoc(staffEntry(actor, world.someoneElse(actor).uid)),
  },
  {
    name: 'list Staff',
    allowed: NOBODY,
    run: (actor) => getDocs(collection(actor.db, STAFF_COLLECTION)),
  },
  {
    name: 'write their own entry as admin',
    allowed: NOBODY,
    run: (actor) => setDoc(staffEntry(actor, actor.uid), { role: 'admin', email: actor.email }),
  },
  {
    name: 'raise their own role',
    allowed: NOBODY,
    run: (actor) => setDoc(staffEntry(actor, actor.uid), { role: 'admin' }, { merge: true }),
  },
  {
    name: "write someone else's entry",
    allowed: NOBODY,
    run: (actor) =>
      setDoc(staffEntry(actor, world.someoneElse(actor).uid), {
        role: 'staff',
        email: actor.email,
      }),
  },
  {
    name: 'delete their own entry',
    allowed: NOBODY,
    run: (actor) => deleteDoc(staffEntry(actor, actor.uid)),
  },
];

describeRulesMatrix(
  'firestore.rules for staff',
  [
    ['Applications', applicationOperations],
    ['history', historyOperations],
    ['Staff', staffOperations],
  ],
  (role) => world.actor(role),
  40,
);

describe('firestore.rules for staff: roles', () => {
  it('grants nothing to a Staff entry whose role is neither staff nor admin', async () => {
    const guest = world.signedIn('signed-in', 'invitada');
    const { uid, email } = guest;
    await setDoc(doc(world.privileged.db, STAFF_COLLECTION, uid), { role: 'lectora', email });

    await assertSucceeds(getDoc(staffEntry(guest, uid)));
    await assertFails(getDoc(doc(applications(guest), STORED_ID)));
    await assertFails(getDocs(query(applications(guest), orderBy('date', 'desc'), limit(10))));
    await assertFails(addDoc(history(guest), note(guest)));
  });
});
