import { deleteField, doc, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { requirementEntryData } from '../../src/applications/adapters/firestore/history-writes';
import type { RequirementChange } from '../../src/applications/domain/requirements/checklist';
import type { StageChange } from '../../src/applications/domain/history-entry';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { describeRulesMatrix, type Operation } from './support/rules-matrix';
import {
  COMPLETE,
  MEMBERS,
  moveApplication,
  registerStaffRulesWorld,
  writeWithEntry,
  type Actor,
  type Role,
  type Tampering,
} from './support/staff-rules-world';

const world = registerStaffRulesWorld('checklist-rules');

const ADMIN: readonly Role[] = ['admin'];
const NOBODY: readonly Role[] = [];
const HOUR = 3_600_000;
const { charla: _talk, ...WITHOUT_TALK } = COMPLETE;

/** An application En trámite with `checklist` met (none by default), with or without a NIT. */
async function inTramite(checklist = {}, nit?: string): Promise<ApplicationId> {
  const id = await world.freeId();
  const record = applicationRecord(id, dayOf2025(3), {
    stage: 'en-tramite',
    ...(nit === undefined ? {} : { nit }),
  });
  await world.privileged.seed([{ ...record, checklist }]);
  return id;
}

/** A member associated `hoursAgo` hours ago. */
async function associated(hoursAgo: number): Promise<ApplicationId> {
  const id = await world.freeId();
  const record = applicationRecord(id, dayOf2025(3), { stage: 'asociada' });
  await world.privileged.seed([
    { ...record, checklist: COMPLETE, associatedAt: new Date(Date.now() - hoursAgo * HOUR) },
  ]);
  return id;
}

/** A tick (or untick) as the inbox writes it, with its history entry, optionally tampered with. */
const tick =
  (
    target: () => Promise<ApplicationId>,
    change: RequirementChange,
    tampering: (actor: Actor) => Tampering = () => ({}),
  ) =>
  async (actor: Actor) => {
    const value = !change.met ? deleteField() : change.item === 'cuota' ? change.receipt : true;
    return writeWithEntry(
      actor,
      await target(),
      (entryId) => ({
        [`checklist.${change.item}`]: value,
        progressAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        updatedBy: actor.uid,
        lastChangeId: entryId,
      }),
      requirementEntryData(change, actor),
      tampering(actor),
    );
  };

const met = (item: RequirementChange['item']): RequirementChange => ({
  item,
  met: true,
  receipt: null,
});
const PAID: RequirementChange = { item: 'cuota', met: true, receipt: 'A-00123' };
const ASSOCIATE: StageChange = { from: 'en-tramite', to: 'asociada', reason: null };
const UNDO: StageChange = { from: 'asociada', to: 'en-tramite', reason: null };

const associate =
  (target: () => Promise<ApplicationId>, override: string | null, tampering: Tampering = {}) =>
  async (actor: Actor) =>
    moveApplication(actor, await target(), { ...ASSOCIATE, override }, tampering);

const tickOperations: Operation[] = [
  {
    name: "tick the DUI's copy, with its history entry",
    allowed: MEMBERS,
    run: tick(() => inTramite(), met('copia-dui')),
  },
  {
    name: 'tick the fee with its receipt number',
    allowed: MEMBERS,
    run: tick(() => inTramite(), PAID),
  },
  {
    name: 'untick the water bill',
    allowed: MEMBERS,
    run: tick(() => inTramite({ 'recibo-agua': true }), {
      item: 'recibo-agua',
      met: false,
      receipt: null,
    }),
  },
  {
    name: 'tick the fee without a receipt number',
    allowed: NOBODY,
    run: tick(
      () => inTramite(),
      { item: 'cuota', met: true, receipt: null },
      () => ({
        update: { 'checklist.cuota': true },
      }),
    ),
  },
  {
    name: 'tick the fee with a receipt number of 31 characters',
    allowed: NOBODY,
    run: tick(() => inTramite(), { item: 'cuota', met: true, receipt: 'A'.repeat(31) }),
  },
  {
    name: 'tick the fee with a blank receipt number',
    allowed: NOBODY,
    run: tick(() => inTramite(), { item: 'cuota', met: true, receipt: '\u00a0\u3000' }),
  },
  {
    name: 'tick the fee recording another receipt number in the history',
    allowed: NOBODY,
    run: tick(
      () => inTramite(),
      PAID,
      () => ({ entry: { receipt: 'B-999' } }),
    ),
  },
  {
    name: 'tick two requirements in one write',
    allowed: NOBODY,
    run: tick(
      () => inTramite(),
      met('charla'),
      () => ({
        update: { 'checklist.recibo-agua': true },
      }),
    ),
  },
  {
    name: 'tick a requirement with no history entry',
    allowed: NOBODY,
    run: tick(
      () => inTramite(),
      met('charla'),
      () => ({ entry: null }),
    ),
  },
  {
    name: 'tick a requirement of a Nueva',
    allowed: NOBODY,
    run: tick(() => world.applicationAt('nueva'), met('charla')),
  },
  {
    name: "tick the NIT's copy of an applicant with no NIT",
    allowed: NOBODY,
    run: tick(() => inTramite({}, ''), met('copia-nit')),
  },
  {
    name: 'tick a requirement the checklist does not have',
    allowed: NOBODY,
    run: tick(() => inTramite(), {
      item: 'carta-de-recomendacion' as never,
      met: true,
      receipt: null,
    }),
  },
  {
    name: 'tick a requirement and change the phone',
    allowed: NOBODY,
    run: tick(
      () => inTramite(),
      met('charla'),
      () => ({ update: { phone: '2222-3333' } }),
    ),
  },
  {
    name: 'tick a requirement recorded in the name of someone else',
    allowed: NOBODY,
    run: tick(
      () => inTramite(),
      met('charla'),
      (actor) => ({
        entry: { uid: world.someoneElse(actor).uid },
      }),
    ),
  },
  {
    name: 'tick a requirement already met',
    allowed: NOBODY,
    run: tick(() => inTramite({ charla: true }), met('charla')),
  },
];

const associationOperations: Operation[] = [
  {
    name: 'mark Asociada with every requirement met',
    allowed: MEMBERS,
    run: associate(() => inTramite(COMPLETE), null),
  },
  {
    name: 'mark Asociada with the talk missing',
    allowed: NOBODY,
    run: associate(() => inTramite(WITHOUT_TALK), null),
  },
  {
    name: 'mark Asociada with the talk missing, with a written reason',
    allowed: ADMIN,
    run: associate(() => inTramite({ 'copia-dui': true }), 'La junta aprobó su ingreso.'),
  },
  {
    name: 'mark Asociada with requirements missing and a blank reason',
    allowed: NOBODY,
    run: associate(() => inTramite({ 'copia-dui': true }), '\u00a0'),
  },
  {
    name: 'mark Asociada with every requirement met and a reason all the same',
    allowed: NOBODY,
    run: associate(() => inTramite(COMPLETE), 'Por si acaso'),
  },
  {
    name: 'mark Asociada without stamping when',
    allowed: NOBODY,
    run: associate(() => inTramite(COMPLETE), null, {
      update: { associatedAt: Timestamp.fromDate(dayOf2025(1)) },
    }),
  },
  {
    name: 'mark Asociada when the fee has no receipt number stored (true)',
    allowed: NOBODY,
    run: associate(async () => {
      const id = await inTramite(COMPLETE);
      await updateDoc(doc(world.privileged.db, APPLICATIONS_COLLECTION, id), {
        'checklist.cuota': true,
      });
      return id;
    }, null),
  },
  {
    name: 'undo an association made an hour ago',
    allowed: ADMIN,
    run: async (actor) => moveApplication(actor, await associated(1), UNDO),
  },
  {
    name: 'undo an association made 25 hours ago',
    allowed: NOBODY,
    run: async (actor) => moveApplication(actor, await associated(25), UNDO),
  },
  {
    name: 'undo an association and move its date back',
    allowed: NOBODY,
    run: async (actor) =>
      moveApplication(actor, await associated(1), UNDO, {
        update: { associatedAt: Timestamp.fromDate(dayOf2025(1)) },
      }),
  },
  {
    name: 'close an application and stamp it as associated',
    allowed: NOBODY,
    run: async (actor) =>
      moveApplication(
        actor,
        await inTramite(COMPLETE),
        { from: 'en-tramite', to: 'cerrada', reason: 'desistio' },
        { update: { associatedAt: serverTimestamp() } },
      ),
  },
];

describe('firestore.rules for the requirements checklist', () => {
  describeRulesMatrix(
    'firestore.rules for the requirements checklist',
    [
      ['ticking', tickOperations],
      ['Asociada', associationOperations],
    ],
    (role) => world.actor(role),
    120,
  );
});
