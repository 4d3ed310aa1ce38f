import { deleteField, doc, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { openedStampData } from '../../src/applications/adapters/firestore/opened-stamp';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import {
  APPLICATIONS_COLLECTION,
  REMOVAL_ID_FIELD,
} from '../../src/applications/adapters/applications-collections';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { seedErasureRecords } from './support/erasure-records';
import { rectifyApplication } from './support/privacy-writes';
import { describeRulesMatrix, type Operation } from './support/rules-matrix';
import {
  MEMBERS,
  moveApplication,
  registerStaffRulesWorld,
  type Actor,
  type Role,
} from './support/staff-rules-world';

/**
 * `openedAt` (src/applications/domain/opened.ts) takes an application's 'Sin abrir' mark off every
 * member's list: any member stamps it, the first time, alone and with the request's own time;
 * nothing else writes it, removes it or moves it.
 */
const world = registerStaffRulesWorld('opened-rules');

const NOBODY: readonly Role[] = [];
const ADMIN: readonly Role[] = ['admin'];
const HOUR_MS = 3_600_000;

async function unopened(extra: Record<string, unknown> = {}): Promise<ApplicationId> {
  const id = await world.freeId();
  await world.privileged.seed([applicationRecord(id, dayOf2025(3))], extra);
  return id;
}

async function opened(): Promise<ApplicationId> {
  const id = await world.freeId();
  await world.privileged.seed([applicationRecord(id, dayOf2025(3), { openedAt: dayOf2025(4) })]);
  return id;
}

async function erased(): Promise<ApplicationId> {
  const id = await world.freeId();
  await seedErasureRecords(world.privileged.db, [
    {
      id,
      erasedAt: dayOf2025(40),
      erasedBy: { uid: 'administradora', email: 'administradora@cooperativa.example' },
      reason: 'peticion-del-titular',
    },
  ]);
  return id;
}

const update = (actor: Actor, id: ApplicationId, data: Record<string, unknown>) =>
  updateDoc(doc(actor.db, APPLICATIONS_COLLECTION, id), data);

/** The adapter's own stamp (opened-stamp.ts), on what `target` makes, with `extra` merged in. */
const stamp =
  (target: () => Promise<ApplicationId>, extra: Record<string, unknown> = {}) =>
  async (actor: Actor) =>
    update(actor, await target(), { ...openedStampData(), ...extra });

const operations: Operation[] = [
  {
    name: 'mark an unopened application opened, with the time of the request',
    allowed: MEMBERS,
    run: stamp(() => unopened()),
  },
  {
    name: 'mark it opened a day back',
    allowed: NOBODY,
    run: stamp(() => unopened(), { openedAt: Timestamp.fromMillis(Date.now() - 24 * HOUR_MS) }),
  },
  {
    name: 'mark it opened an hour ahead',
    allowed: NOBODY,
    run: stamp(() => unopened(), { openedAt: Timestamp.fromMillis(Date.now() + HOUR_MS) }),
  },
  {
    name: 'mark it opened as something else than a time',
    allowed: NOBODY,
    run: stamp(() => unopened(), { openedAt: true }),
  },
  {
    name: 'mark opened again one already opened',
    allowed: NOBODY,
    run: stamp(opened),
  },
  {
    name: 'take the mark of opened off again',
    allowed: NOBODY,
    run: async (actor) => update(actor, await opened(), { openedAt: deleteField() }),
  },
  {
    name: 'mark it opened and change something else with it (who updated it)',
    allowed: NOBODY,
    run: (actor) =>
      stamp(() => unopened(), { updatedAt: serverTimestamp(), updatedBy: actor.uid })(actor),
  },
  {
    name: 'mark it opened and change its stage flags with it',
    allowed: NOBODY,
    run: stamp(() => unopened(), { alert: false }),
  },
  {
    name: 'mark an erasure record opened',
    allowed: NOBODY,
    run: stamp(erased),
  },
  {
    name: 'mark opened spam an admin is removing',
    allowed: NOBODY,
    run: stamp(() => unopened({ [REMOVAL_ID_FIELD]: 'registro-1' })),
  },
  {
    name: 'move an application, marking it opened in the same write',
    allowed: NOBODY,
    run: async (actor) =>
      moveApplication(
        actor,
        await unopened(),
        { from: 'nueva', to: 'en-tramite', reason: null },
        { update: { openedAt: serverTimestamp() } },
      ),
  },
  {
    name: "correct an applicant's phone, marking it opened in the same write",
    allowed: NOBODY,
    run: async (actor) =>
      rectifyApplication(actor, await unopened(), 'phone', '2222-3333', {
        update: { openedAt: serverTimestamp() },
      }),
  },
  {
    name: "correct an applicant's phone of one not yet opened (the mark stays)",
    allowed: ADMIN,
    run: async (actor) => rectifyApplication(actor, await unopened(), 'phone', '2222-3333'),
  },
];

describe('firestore.rules for the opened stamp', () => {
  describeRulesMatrix(
    'firestore.rules for the opened stamp',
    [['openedAt', operations]],
    (role) => world.actor(role),
    50,
  );
});
