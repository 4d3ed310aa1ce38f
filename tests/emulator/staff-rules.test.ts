import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  limit,
  limitToLast,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { createApplication } from '../../src/submission/domain/new-application';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { StageChange } from '../../src/applications/domain/history-entry';
import { STAFF_COLLECTION } from '../../src/access/adapters/access-collections';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { FORM_USE_COLLECTION } from '../../src/form-use/adapters/form-use-collections';
import {
  OUTBOX_COLLECTION,
  OUTBOX_STATES_COLLECTION,
} from '../../src/notifications/adapters/notifications-collections';
import {
  INTAKE_REPLIES_COLLECTION,
  REVIEW_MARKS_COLLECTION,
} from '../../src/submission/adapters/submission-collections';
import { MAILBOX_SEATS_COLLECTION } from '../../src/talks/adapters/talks-collections';
import {
  noteEntryData,
  transitionEntryData,
} from '../../src/applications/adapters/firestore/history-writes';
import {
  MAX_DOCUMENTS_PER_READ,
  MAX_HISTORY_ENTRIES,
  MAX_HISTORY_READ,
} from '../../src/applications/adapters/firestore/application-query-shapes';
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

/** A member's entry as the administrator wrote it, for a case that starts from it. */
async function asGranted(actor: Actor): Promise<void> {
  if (actor.role === 'staff' || actor.role === 'admin')
    await world.privileged.grant(actor.uid, actor.role, actor.email);
}

/** What the server left in its outbox and review marks (src/notifications, src/submission). */
const RECEIPT_ID = 'SOL1234-acuse';
const NOTICE_ID = 'SOL1234-aviso-clave-de-un-miembro';
const SURGE_ALERT_ID = 'oleada-493000-clave-de-una-admin';
/** An intake's reply, as the server stores it under the keyed hash of a page's key. */
const REPLY_KEY = 'hash-de-una-clave-de-idempotencia';
const storedReply = { applicationId: STORED_ID, submittedAt: new Date(), expireAt: new Date() };

beforeAll(async () => {
  const { db } = world.privileged;
  const queued = { state: 'sent', to: 'alguien@example.com', queuedAt: new Date() };
  for (const id of [RECEIPT_ID, NOTICE_ID, SURGE_ALERT_ID]) {
    await setDoc(doc(db, OUTBOX_COLLECTION, id), queued);
    await setDoc(doc(db, OUTBOX_STATES_COLLECTION, id), { state: 'sent', sentAt: new Date() });
  }
  await setDoc(doc(db, REVIEW_MARKS_COLLECTION, STORED_ID), {
    reason: 'limite-de-recepcion',
    markedAt: new Date(),
  });
  await setDoc(doc(db, INTAKE_REPLIES_COLLECTION, REPLY_KEY), storedReply);
  await setDoc(doc(db, MAILBOX_SEATS_COLLECTION, MAILBOX_KEY), heldSeat);
  await setDoc(doc(db, FORM_USE_COLLECTION, FORM_USE_DAY), { started: 12, sent: 7 });
});

/** The adapter's move of a fresh application at `change.from`, tampered with or not. */
const move =
  (change: StageChange, tampering: (actor: Actor) => Tampering = () => ({})) =>
  async (actor: Actor) =>
    moveApplication(actor, await world.applicationAt(change.from), change, tampering(actor));

/**
 * What the server stores for a valid form (src/submission/adapters/server), written by the actor
 * instead, under a number nobody holds (or `id`).
 */
const submit =
  (extra: Record<string, unknown> = {}, id?: ApplicationId) =>
  async (actor: Actor) => {
    const number = id ?? (await world.freeId());
    return setDoc(doc(applications(actor), number), {
      ...createApplication(validForm(), number, new Date()),
      date: serverTimestamp(),
      ...extra,
    });
  };

/** More than any query of the adapters asks for: a page and one more, one more. */
const PAST_A_PAGE = MAX_DOCUMENTS_PER_READ + 1;

/** Queries of applications, with `limit` or, given none, without one (a whole collection). */
const newestFirst = (actor: Actor, count?: number) =>
  query(applications(actor), orderBy('date', 'desc'), ...(count ? [limit(count)] : []));
const byDui = (actor: Actor, count?: number) =>
  query(applications(actor), where('dui', '==', validForm().dui), ...(count ? [limit(count)] : []));
const nuevas = (actor: Actor, count?: number) =>
  query(applications(actor), where('alert', '==', true), ...(count ? [limit(count)] : []));

const applicationOperations: Operation[] = [
  {
    name: 'get a stored application',
    allowed: MEMBERS,
    run: (actor) => getDoc(doc(applications(actor), STORED_ID)),
  },
  {
    name: 'get an id nobody holds',
    allowed: MEMBERS,
    run: (actor) => getDoc(doc(applications(actor), 'SOL9999')),
  },
  {
    name: 'list applications newest first, a page and one more (limit 31)',
    allowed: MEMBERS,
    run: (actor) => getDocs(newestFirst(actor, MAX_DOCUMENTS_PER_READ)),
  },
  {
    name: 'list every application in one query (no limit)',
    allowed: NOBODY,
    run: (actor) => getDocs(newestFirst(actor)),
  },
  {
    name: 'list applications past a page and one more (limit 32)',
    allowed: NOBODY,
    run: (actor) => getDocs(newestFirst(actor, PAST_A_PAGE)),
  },
  {
    name: 'list all 9,000 numbers in one query (limit 9000)',
    allowed: NOBODY,
    run: (actor) => getDocs(newestFirst(actor, 9000)),
  },
  {
    name: 'search applications by DUI (limit 31)',
    allowed: MEMBERS,
    run: (actor) => getDocs(byDui(actor, MAX_DOCUMENTS_PER_READ)),
  },
  {
    name: 'search applications by DUI with no limit',
    allowed: NOBODY,
    run: (actor) => getDocs(byDui(actor)),
  },
  {
    name: 'count Nueva up to a page and one more (limit 31)',
    allowed: MEMBERS,
    run: (actor) => getCountFromServer(nuevas(actor, MAX_DOCUMENTS_PER_READ)),
  },
  {
    name: 'count Nueva with no limit (to the rules, a list of them all)',
    allowed: NOBODY,
    run: (actor) => getCountFromServer(nuevas(actor)),
  },
  {
    name: 'count Nueva past a page and one more (limit 32)',
    allowed: NOBODY,
    run: (actor) => getCountFromServer(nuevas(actor, PAST_A_PAGE)),
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
  // Only the server creates applications (its intake, behind its limits): nobody else, however
  // valid the application.
  {
    name: 'create a valid application (what the server stores)',
    allowed: NOBODY,
    run: submit(),
  },
  {
    name: 'create one without the optional nit and message',
    allowed: NOBODY,
    run: submit({ nit: '', message: '' }),
  },
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
  {
    name: 'overwrite a stored application with a valid one',
    allowed: NOBODY,
    run: submit({}, STORED_ID),
  },
];

const note = (actor: Actor, extra: Record<string, unknown> = {}, text = 'Llamar el lunes.') => ({
  ...noteEntryData(text, actor),
  ...extra,
});

/**
 * The most notes one write holds: each note looks up two documents of its own (firestore.rules
 * spendsNoteLookups), and a request may look up 20 in all, with the member's Staff entry (one
 * get(), no exists()) and the application once each.
 */
const NOTES_PER_WRITE = 9;
/** Notes on as many applications, one each, that one write holds: three lookups a note. */
const NOTED_APPLICATIONS_PER_WRITE = 6;

/** `count` notes in one write, on the stored application. */
const notesInOneWrite = (count: number) => (actor: Actor) => {
  const batch = writeBatch(actor.db);
  for (let n = 0; n < count; n += 1) batch.set(doc(history(actor)), note(actor));
  return batch.commit();
};

/** A note on each of `count` fresh applications, in one write. */
const notesOnApplications = (count: number) => async (actor: Actor) => {
  const batch = writeBatch(actor.db);
  for (let n = 0; n < count; n += 1)
    batch.set(doc(history(actor, await world.applicationAt('nueva'))), note(actor));
  return batch.commit();
};

const historyOperations: Operation[] = [
  {
    name: 'get a history entry',
    allowed: MEMBERS,
    run: (actor) => getDoc(doc(history(actor), STORED_NOTE_ID)),
  },
  {
    name: 'list a history oldest first, 500 a read (limit 500)',
    allowed: MEMBERS,
    run: (actor) => getDocs(query(history(actor), orderBy('at'), limit(MAX_HISTORY_READ))),
  },
  {
    name: "list a history's newest 100 (limitToLast 100)",
    allowed: MEMBERS,
    run: (actor) => getDocs(query(history(actor), orderBy('at'), limitToLast(MAX_HISTORY_ENTRIES))),
  },
  {
    name: 'list a whole history in one query (no limit)',
    allowed: NOBODY,
    run: (actor) => getDocs(query(history(actor), orderBy('at'))),
  },
  {
    name: 'list a history past 500 a read (limit 501)',
    allowed: NOBODY,
    run: (actor) => getDocs(query(history(actor), orderBy('at'), limit(MAX_HISTORY_READ + 1))),
  },
  { name: 'add a note', allowed: MEMBERS, run: (actor) => addDoc(history(actor), note(actor)) },
  {
    name: `add ${NOTES_PER_WRITE} notes in one write`,
    allowed: MEMBERS,
    run: notesInOneWrite(NOTES_PER_WRITE),
  },
  {
    name: `add ${NOTES_PER_WRITE + 1} notes in one write`,
    allowed: NOBODY,
    run: notesInOneWrite(NOTES_PER_WRITE + 1),
  },
  {
    name: 'add 500 notes in one write (as many as a batch takes)',
    allowed: NOBODY,
    run: notesInOneWrite(500),
  },
  {
    name: `add a note to each of ${NOTED_APPLICATIONS_PER_WRITE} applications in one write`,
    allowed: MEMBERS,
    run: notesOnApplications(NOTED_APPLICATIONS_PER_WRITE),
  },
  {
    name: `add a note to each of ${NOTED_APPLICATIONS_PER_WRITE + 1} applications in one write`,
    allowed: NOBODY,
    run: notesOnApplications(NOTED_APPLICATIONS_PER_WRITE + 1),
  },
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
    run: async (actor) => {
      await asGranted(actor);
      return setDoc(staffEntry(actor, actor.uid), { role: 'admin' }, { merge: true });
    },
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

/** A change of the actor's own entry, from the entry as granted (no choice of notices yet). */
const ownEntryUpdate =
  (data: (actor: Actor) => Record<string, unknown>) => async (actor: Actor) => {
    await asGranted(actor);
    return updateDoc(staffEntry(actor, actor.uid), data(actor));
  };

/**
 * Each member chooses whether new applications reach them by e-mail, through the team function:
 * no page writes Staff, not even a valid choice on its own entry.
 */
const noticeOperations: Operation[] = [
  {
    name: 'ask for a notice of each new application (notices: cada-solicitud)',
    allowed: NOBODY,
    run: ownEntryUpdate(() => ({ notices: 'cada-solicitud' })),
  },
  {
    name: 'ask for a daily digest of new applications (notices: resumen-diario)',
    allowed: NOBODY,
    run: ownEntryUpdate(() => ({ notices: 'resumen-diario' })),
  },
  {
    name: 'stop the notices (notices: ninguno)',
    allowed: NOBODY,
    run: ownEntryUpdate(() => ({ notices: 'ninguno' })),
  },
  {
    name: 'ask for notices with a merging set (a create, without an entry)',
    allowed: NOBODY,
    run: async (actor) => {
      await asGranted(actor);
      return setDoc(staffEntry(actor, actor.uid), { notices: 'cada-solicitud' }, { merge: true });
    },
  },
  {
    name: 'set notices to a value not on the list',
    allowed: NOBODY,
    run: ownEntryUpdate(() => ({ notices: 'todas' })),
  },
  {
    name: 'set notices to a digest of another period (resumen-semanal)',
    allowed: NOBODY,
    run: ownEntryUpdate(() => ({ notices: 'resumen-semanal' })),
  },
  {
    name: 'set notices to true',
    allowed: NOBODY,
    run: ownEntryUpdate(() => ({ notices: true })),
  },
  {
    name: 'set notices and their e-mail at once',
    allowed: NOBODY,
    run: ownEntryUpdate(() => ({ notices: 'cada-solicitud', email: 'otra@example.com' })),
  },
  {
    name: 'set notices and change their own role at once',
    allowed: NOBODY,
    run: ownEntryUpdate((actor) => ({
      notices: 'cada-solicitud',
      role: actor.role === 'admin' ? 'staff' : 'admin',
    })),
  },
  {
    name: 'add a field of their own to their entry',
    allowed: NOBODY,
    run: ownEntryUpdate(() => ({ noticesTo: 'otra@example.com' })),
  },
  {
    name: "set notices on someone else's entry",
    allowed: NOBODY,
    run: (actor) =>
      updateDoc(staffEntry(actor, world.someoneElse(actor).uid), { notices: 'cada-solicitud' }),
  },
  {
    name: "ask for the daily digest on someone else's entry",
    allowed: NOBODY,
    run: (actor) =>
      updateDoc(staffEntry(actor, world.someoneElse(actor).uid), { notices: 'resumen-diario' }),
  },
];

const reviewMarks = (actor: Actor) => collection(actor.db, REVIEW_MARKS_COLLECTION);

/** The server's marks on applications stored past the whole intake's hourly limit. */
const reviewMarkOperations: Operation[] = [
  {
    name: 'get a review mark',
    allowed: MEMBERS,
    run: (actor) => getDoc(doc(reviewMarks(actor), STORED_ID)),
  },
  // Nothing lists them: the detail gets one application's.
  { name: 'list the review marks', allowed: NOBODY, run: (actor) => getDocs(reviewMarks(actor)) },
  {
    name: 'list one review mark (limit 1)',
    allowed: NOBODY,
    run: (actor) => getDocs(query(reviewMarks(actor), limit(1))),
  },
  {
    name: 'mark an application for review',
    allowed: NOBODY,
    run: async (actor) =>
      setDoc(doc(reviewMarks(actor), await world.freeId()), {
        reason: 'limite-de-recepcion',
        markedAt: serverTimestamp(),
      }),
  },
  {
    name: 'change a review mark',
    allowed: NOBODY,
    run: (actor) => updateDoc(doc(reviewMarks(actor), STORED_ID), { reason: 'otra' }),
  },
  {
    name: 'clear a review mark',
    allowed: NOBODY,
    run: (actor) => deleteDoc(doc(reviewMarks(actor), STORED_ID)),
  },
];

const outbox = (actor: Actor) => collection(actor.db, OUTBOX_COLLECTION);

/**
 * The server's outbox is the server's alone: a receipt's body holds the applicant's status link
 * until it is sent, and whoever reads it could act as the applicant. Staff read its delivery
 * state in OutboxStates instead.
 */
const outboxOperations: Operation[] = [
  {
    name: `get an applicant's receipt (${RECEIPT_ID})`,
    allowed: NOBODY,
    run: (actor) => getDoc(doc(outbox(actor), RECEIPT_ID)),
  },
  {
    name: "get a member's notice of the same application",
    allowed: NOBODY,
    run: (actor) => getDoc(doc(outbox(actor), NOTICE_ID)),
  },
  {
    name: "get the admins' surge alert",
    allowed: NOBODY,
    run: (actor) => getDoc(doc(outbox(actor), SURGE_ALERT_ID)),
  },
  {
    name: 'get a receipt under a number the form never draws (SOL0999)',
    allowed: NOBODY,
    run: (actor) => getDoc(doc(outbox(actor), 'SOL0999-acuse')),
  },
  {
    name: "get an id that only begins as a receipt's",
    allowed: NOBODY,
    run: (actor) => getDoc(doc(outbox(actor), `${RECEIPT_ID}-2`)),
  },
  { name: 'list the outbox', allowed: NOBODY, run: (actor) => getDocs(outbox(actor)) },
  {
    name: 'query the outbox for that one receipt',
    allowed: NOBODY,
    run: (actor) => getDocs(query(outbox(actor), where(documentId(), '==', RECEIPT_ID))),
  },
  {
    name: 'queue a message',
    allowed: NOBODY,
    run: (actor) =>
      setDoc(doc(outbox(actor), 'SOL1235-acuse'), { state: 'pending', to: 'alguien@example.com' }),
  },
  {
    name: 'mark a receipt as sent',
    allowed: NOBODY,
    run: (actor) => updateDoc(doc(outbox(actor), RECEIPT_ID), { state: 'sent' }),
  },
  {
    name: 'delete a receipt',
    allowed: NOBODY,
    run: (actor) => deleteDoc(doc(outbox(actor), RECEIPT_ID)),
  },
];

const outboxStates = (actor: Actor) => collection(actor.db, OUTBOX_STATES_COLLECTION);

/**
 * A message's delivery state (no address, no text, no link): staff may read whether an
 * applicant's receipt went out, one by its id, and nothing else.
 */
const outboxStateOperations: Operation[] = [
  {
    name: `get the state of an applicant's receipt (${RECEIPT_ID})`,
    allowed: MEMBERS,
    run: (actor) => getDoc(doc(outboxStates(actor), RECEIPT_ID)),
  },
  {
    name: "get the state of a member's notice",
    allowed: NOBODY,
    run: (actor) => getDoc(doc(outboxStates(actor), NOTICE_ID)),
  },
  {
    name: "get the state of an id that only begins as a receipt's",
    allowed: NOBODY,
    run: (actor) => getDoc(doc(outboxStates(actor), `${RECEIPT_ID}-2`)),
  },
  { name: 'list the states', allowed: NOBODY, run: (actor) => getDocs(outboxStates(actor)) },
  {
    name: 'write a receipt’s state',
    allowed: NOBODY,
    run: (actor) => setDoc(doc(outboxStates(actor), 'SOL1235-acuse'), { state: 'sent' }),
  },
  {
    name: 'delete a receipt’s state',
    allowed: NOBODY,
    run: (actor) => deleteDoc(doc(outboxStates(actor), RECEIPT_ID)),
  },
];

const replies = (actor: Actor) => collection(actor.db, INTAKE_REPLIES_COLLECTION);

/** The intake's replies by Idempotency-Key are the server's alone: nobody's from a client. */
const replyOperations: Operation[] = [
  { name: 'get a reply', allowed: NOBODY, run: (actor) => getDoc(doc(replies(actor), REPLY_KEY)) },
  { name: 'list the replies', allowed: NOBODY, run: (actor) => getDocs(replies(actor)) },
  {
    name: 'store a reply of their own',
    allowed: NOBODY,
    run: (actor) => setDoc(doc(replies(actor), 'otro-hash'), storedReply),
  },
  {
    name: 'change the number a reply answers',
    allowed: NOBODY,
    run: (actor) => updateDoc(doc(replies(actor), REPLY_KEY), { applicationId: 'SOL9999' }),
  },
  {
    name: 'delete a reply',
    allowed: NOBODY,
    run: (actor) => deleteDoc(doc(replies(actor), REPLY_KEY)),
  },
];

const MAILBOX_KEY = 'clave-de-un-buzon';
const heldSeat = { applicationId: STORED_ID, heldAt: new Date() };
const mailboxSeats = (actor: Actor) => collection(actor.db, MAILBOX_SEATS_COLLECTION);

/** Which application of a mailbox holds its one seat is the server's alone: nobody's from a client. */
const mailboxSeatOperations: Operation[] = [
  {
    name: "get a mailbox's seat",
    allowed: NOBODY,
    run: (actor) => getDoc(doc(mailboxSeats(actor), MAILBOX_KEY)),
  },
  {
    name: "list the mailboxes' seats",
    allowed: NOBODY,
    run: (actor) => getDocs(mailboxSeats(actor)),
  },
  {
    name: 'hold a seat for a mailbox',
    allowed: NOBODY,
    run: (actor) => setDoc(doc(mailboxSeats(actor), 'otro-buzon'), heldSeat),
  },
  {
    name: "free a mailbox's seat",
    allowed: NOBODY,
    run: (actor) => deleteDoc(doc(mailboxSeats(actor), MAILBOX_KEY)),
  },
];

const FORM_USE_DAY = '2026-11-05';
const formUseDays = (actor: Actor) => collection(actor.db, FORM_USE_COLLECTION);

/**
 * The public form's daily counts are the server's alone: the monthly report adds them up, and no
 * client, a visitor or a member, reads or moves them.
 */
const formUseOperations: Operation[] = [
  {
    name: "get a day's form counts",
    allowed: NOBODY,
    run: (actor) => getDoc(doc(formUseDays(actor), FORM_USE_DAY)),
  },
  {
    name: "list the days' form counts",
    allowed: NOBODY,
    run: (actor) => getDocs(formUseDays(actor)),
  },
  {
    name: 'count a form begun from a client',
    allowed: NOBODY,
    run: (actor) => updateDoc(doc(formUseDays(actor), FORM_USE_DAY), { started: increment(1) }),
  },
  {
    name: "write a day's form counts",
    allowed: NOBODY,
    run: (actor) => setDoc(doc(formUseDays(actor), '2026-11-06'), { started: 500, sent: 500 }),
  },
  {
    name: "delete a day's form counts",
    allowed: NOBODY,
    run: (actor) => deleteDoc(doc(formUseDays(actor), FORM_USE_DAY)),
  },
];

describeRulesMatrix(
  'firestore.rules for staff',
  [
    ['Applications', applicationOperations],
    ['history', historyOperations],
    ['Staff', staffOperations],
    ['Staff notices', noticeOperations],
    ['ReviewMarks', reviewMarkOperations],
    ['Outbox', outboxOperations],
    ['OutboxStates', outboxStateOperations],
    ['IntakeReplies', replyOperations],
    ['MailboxSeats', mailboxSeatOperations],
    ['FormUse', formUseOperations],
  ],
  (role) => world.actor(role),
  439,
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
