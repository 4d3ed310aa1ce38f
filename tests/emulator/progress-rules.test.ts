import { deleteField, doc, serverTimestamp, Timestamp, writeBatch } from 'firebase/firestore';
import { describe } from 'vitest';
import {
  noteEntryData,
  requirementEntryData,
} from '../../src/applications/adapters/firestore/history-writes';
import type { RequirementChange } from '../../src/applications/domain/requirements/checklist';
import type { StageChange } from '../../src/applications/domain/history-entry';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { describeRulesMatrix, type Operation } from './support/rules-matrix';
import { rectifyApplication } from './support/privacy-writes';
import {
  MEMBERS,
  moveApplication,
  registerStaffRulesWorld,
  writeWithEntry,
  type Actor,
  type Role,
  type Tampering,
} from './support/staff-rules-world';

/**
 * `progressAt` (src/applications/domain/progress.ts) is what the list 'Esperando al solicitante' and
 * the marks of stale applications trust: only a move or a tick writes it, always with the
 * request's own time, and neither goes without it.
 */
const world = registerStaffRulesWorld('progress-rules');

const ADMIN: readonly Role[] = ['admin'];
const NOBODY: readonly Role[] = [];
const DAY_MS = 86_400_000;

const START: StageChange = { from: 'nueva', to: 'en-tramite', reason: null };
const CHARLA: RequirementChange = { item: 'charla', met: true, receipt: null };

/** Sent early in 2025; En trámite since 1 February, nothing ticked: waiting on the applicant. */
async function waiting(): Promise<ApplicationId> {
  const id = await world.freeId();
  await world.privileged.seed([
    applicationRecord(id, dayOf2025(3), { stage: 'en-tramite', progressAt: dayOf2025(31) }),
  ]);
  return id;
}

async function fresh(): Promise<ApplicationId> {
  const id = await world.freeId();
  await world.privileged.seed([applicationRecord(id, dayOf2025(3))]);
  return id;
}

const aDayAgo = () => Timestamp.fromMillis(Date.now() - DAY_MS);
const inAnHour = () => Timestamp.fromMillis(Date.now() + DAY_MS / 24);

const move =
  (tampering: Tampering = {}) =>
  async (actor: Actor) =>
    moveApplication(actor, await fresh(), START, tampering);

/** A tick as the adapter writes it (writeRequirement), optionally tampered with. */
const tick =
  (tampering: Tampering = {}) =>
  async (actor: Actor) =>
    writeWithEntry(
      actor,
      await waiting(),
      (entryId) => ({
        'checklist.charla': true,
        progressAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        updatedBy: actor.uid,
        lastChangeId: entryId,
      }),
      requirementEntryData(CHARLA, actor),
      tampering,
    );

/** A note, and the application's progress stamped in the same write. */
const noteAsProgress = async (actor: Actor) => {
  const id = await waiting();
  const application = doc(actor.db, APPLICATIONS_COLLECTION, id);
  const entry = doc(application, HISTORY_COLLECTION, 'nota-progreso');
  return writeBatch(actor.db)
    .set(entry, noteEntryData('Llamé y no contestó.', actor))
    .update(application, {
      progressAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      updatedBy: actor.uid,
      lastChangeId: entry.id,
    })
    .commit();
};

const operations: Operation[] = [
  {
    name: 'move an application, stamping its progress with the time of the request',
    allowed: MEMBERS,
    run: move(),
  },
  {
    name: 'move an application without stamping its progress',
    allowed: NOBODY,
    run: move({ update: { progressAt: deleteField() } }),
  },
  {
    name: 'move an application stamping its progress a day back',
    allowed: NOBODY,
    run: move({ update: { progressAt: aDayAgo() } }),
  },
  {
    name: 'move an application stamping its progress an hour ahead',
    allowed: NOBODY,
    run: move({ update: { progressAt: inAnHour() } }),
  },
  {
    name: 'tick a requirement, stamping its progress with the time of the request',
    allowed: MEMBERS,
    run: tick(),
  },
  {
    name: 'tick a requirement without stamping its progress',
    allowed: NOBODY,
    run: tick({ update: { progressAt: deleteField() } }),
  },
  {
    name: 'tick a requirement stamping its progress a day back',
    allowed: NOBODY,
    run: tick({ update: { progressAt: aDayAgo() } }),
  },
  {
    name: 'stamp progress alone, with no move or tick',
    allowed: NOBODY,
    run: tick({ update: { 'checklist.charla': deleteField() }, entry: null }),
  },
  {
    name: 'stamp progress with a note',
    allowed: NOBODY,
    run: noteAsProgress,
  },
  {
    name: "correct an applicant's phone",
    allowed: ADMIN,
    run: async (actor) => rectifyApplication(actor, await waiting(), 'phone', '2222-3333'),
  },
  {
    name: "correct an applicant's phone, stamping progress with it",
    allowed: NOBODY,
    run: async (actor) =>
      rectifyApplication(actor, await waiting(), 'phone', '2222-3333', {
        update: { progressAt: serverTimestamp() },
      }),
  },
];

describe('firestore.rules for the progress stamp', () => {
  describeRulesMatrix(
    'firestore.rules for the progress stamp',
    [['progressAt', operations]],
    (role) => world.actor(role),
    40,
  );
});
