import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe } from 'vitest';
import { spamRemovalRecordData } from '../../src/audit/adapters/firestore/audit-document';
import { noteEntryData } from '../../src/applications/adapters/firestore/history-writes';
import type { CloseReason } from '../../src/applications/domain/workflow/transitions';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
  REMOVAL_ID_FIELD,
} from '../../src/applications/adapters/applications-collections';
import { AUDIT_LOG_COLLECTION } from '../../src/audit/adapters/audit-collections';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { describeRulesMatrix, type Operation } from './support/rules-matrix';
import {
  MEMBERS,
  moveApplication,
  registerStaffRulesWorld,
  type Actor,
  type Role,
} from './support/staff-rules-world';

const world = registerStaffRulesWorld('spam-removal-rules');

const ADMIN: readonly Role[] = ['admin'];
const NOBODY: readonly Role[] = [];
const ENTRY_ID = 'nota-spam';

const application = (actor: Actor, id: ApplicationId) => doc(actor.db, APPLICATIONS_COLLECTION, id);
const entry = (actor: Actor, id: ApplicationId) =>
  doc(application(actor, id), HISTORY_COLLECTION, ENTRY_ID);
const auditLog = (actor: Actor) => collection(actor.db, AUDIT_LOG_COLLECTION);

/** A fresh application closed for `reason` (spam unless said), with a note in its history. */
async function closed(reason: CloseReason = 'spam', extra: Record<string, unknown> = {}) {
  const id = await world.freeId();
  const { privileged } = world;
  await privileged.seed([
    applicationRecord(id, dayOf2025(2), { stage: 'cerrada', closeReason: reason }),
  ]);
  if (Object.keys(extra).length > 0)
    await updateDoc(doc(privileged.db, APPLICATIONS_COLLECTION, id), extra);
  const note = { ...noteEntryData('Nota', { uid: 'empleado', email: 'e@x' }), at: Timestamp.now() };
  await privileged.write(
    `${APPLICATIONS_COLLECTION}/${id}/${HISTORY_COLLECTION}/${ENTRY_ID}`,
    note,
  );
  return id;
}

/** Spam named by an earlier removal's audit record (by the admin), its first step done. */
async function marked(): Promise<ApplicationId> {
  const recordId = `registro-${await world.freeId()}`;
  const id = await closed('spam', { [REMOVAL_ID_FIELD]: recordId });
  await world.privileged.write(`${AUDIT_LOG_COLLECTION}/${recordId}`, {
    ...spamRemovalRecordData([id], { uid: 'administradora', email: 'a@x' }),
    at: Timestamp.now(),
  });
  return id;
}

/**
 * The first step as the adapter writes it: the audit record naming `named`, and the application
 * marked with its id; `tamper` changes the record or the mark.
 */
function markForRemoval(
  target: () => Promise<ApplicationId>,
  tamper: {
    named?: (id: ApplicationId) => ApplicationId[];
    record?: Record<string, unknown>;
    mark?: Record<string, unknown>;
  } = {},
) {
  return async (actor: Actor) => {
    const id = await target();
    const record = doc(auditLog(actor));
    const named = tamper.named?.(id) ?? [id];
    return writeBatch(actor.db)
      .set(record, { ...spamRemovalRecordData(named, actor), ...tamper.record })
      .update(application(actor, id), { [REMOVAL_ID_FIELD]: record.id, ...tamper.mark })
      .commit();
  };
}

/** The second step: the history entry and the application in one write. */
const removeWithHistory = (target: () => Promise<ApplicationId>) => async (actor: Actor) => {
  const id = await target();
  return writeBatch(actor.db).delete(entry(actor, id)).delete(application(actor, id)).commit();
};

const reopen = (target: () => Promise<ApplicationId>) => async (actor: Actor) =>
  moveApplication(actor, await target(), { from: 'cerrada', to: 'en-tramite', reason: null });

const markingOperations: Operation[] = [
  {
    name: 'mark spam for removal, with the audit record naming it in the same write',
    allowed: ADMIN,
    run: markForRemoval(() => closed()),
  },
  {
    name: 'mark spam for removal citing no record at all',
    allowed: NOBODY,
    run: async (actor) =>
      updateDoc(application(actor, await closed()), { [REMOVAL_ID_FIELD]: 'ninguno' }),
  },
  {
    name: "mark spam for removal citing an earlier removal's record",
    allowed: NOBODY,
    run: async (actor) => {
      const earlier = await marked();
      const { removalId } = (await world.privileged.read(`${APPLICATIONS_COLLECTION}/${earlier}`))!;
      return updateDoc(application(actor, await closed()), { [REMOVAL_ID_FIELD]: removalId });
    },
  },
  {
    name: 'mark for removal an application closed for another reason',
    allowed: NOBODY,
    run: markForRemoval(() => closed('desistio')),
  },
  {
    name: 'mark for removal a Nueva',
    allowed: NOBODY,
    run: markForRemoval(() => world.applicationAt('nueva')),
  },
  {
    name: 'mark for removal an application held En revisión',
    allowed: NOBODY,
    run: markForRemoval(() => world.applicationAt('en-revision')),
  },
  {
    name: 'mark spam for removal with a record that names other numbers',
    allowed: NOBODY,
    run: markForRemoval(() => closed(), { named: () => ['SOL1001'] }),
  },
  {
    name: 'mark spam for removal and reopen it in the same write',
    allowed: NOBODY,
    run: markForRemoval(() => closed(), { mark: { status: true, closeReason: null } }),
  },
  {
    name: 'mark spam for removal a second time, with a new record',
    allowed: NOBODY,
    run: markForRemoval(marked),
  },
  {
    // An admin may record a download naming numbers; it must not stand in for a removal's.
    name: "mark spam for removal citing a record of a person's data downloaded, written with it",
    allowed: NOBODY,
    run: markForRemoval(() => closed(), {
      record: { kind: 'descarga-de-datos-personales', format: 'texto' },
    }),
  },
  {
    name: 'mark spam for removal with a record stamped with someone else',
    allowed: NOBODY,
    run: markForRemoval(() => closed(), { record: { uid: 'otra-persona' } }),
  },
];

const removingOperations: Operation[] = [
  {
    name: 'delete marked spam with its history',
    allowed: ADMIN,
    run: removeWithHistory(marked),
  },
  {
    name: 'delete a history entry of marked spam',
    allowed: ADMIN,
    run: async (actor) => deleteDoc(entry(actor, await marked())),
  },
  {
    name: 'delete spam that no removal names',
    allowed: NOBODY,
    run: removeWithHistory(() => closed()),
  },
  {
    name: 'delete a history entry of spam that no removal names',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(entry(actor, await closed())),
  },
  {
    name: 'delete an application closed for another reason',
    allowed: NOBODY,
    run: async (actor) => deleteDoc(application(actor, await closed('duplicada'))),
  },
  {
    name: 'delete an application marked for removal but reopened since (no longer spam)',
    allowed: NOBODY,
    run: async (actor) => {
      const id = await marked();
      await updateDoc(doc(world.privileged.db, APPLICATIONS_COLLECTION, id), {
        status: true,
        closeReason: null,
      });
      return deleteDoc(application(actor, id));
    },
  },
  {
    name: 'add a note to spam no removal names yet',
    allowed: MEMBERS,
    run: async (actor) =>
      writeBatch(actor.db)
        .set(doc(collection(application(actor, await closed()), HISTORY_COLLECTION)), {
          ...noteEntryData('Era spam.', actor),
        })
        .commit(),
  },
  {
    name: 'add a note to marked spam (it would outlive the application)',
    allowed: NOBODY,
    run: async (actor) =>
      writeBatch(actor.db)
        .set(doc(collection(application(actor, await marked()), HISTORY_COLLECTION)), {
          ...noteEntryData('Era spam.', actor),
        })
        .commit(),
  },
  { name: 'reopen spam no removal names yet', allowed: MEMBERS, run: reopen(() => closed()) },
  { name: 'reopen marked spam', allowed: NOBODY, run: reopen(marked) },
];

const auditOperations: Operation[] = [
  {
    name: 'read one audit record',
    allowed: ADMIN,
    run: async (actor) => {
      await marked();
      const [first] = (
        await getDocs(query(auditLog(world.signedIn('admin', 'administradora')), limit(1)))
      ).docs;
      return getDoc(doc(auditLog(actor), first!.id));
    },
  },
  {
    name: 'list the audit log, 21 at a time',
    allowed: ADMIN,
    run: async (actor) => getDocs(query(auditLog(actor), limit(21))),
  },
  {
    name: 'list the whole audit log at once',
    allowed: NOBODY,
    run: async (actor) => getDocs(auditLog(actor)),
  },
  {
    name: 'write an audit record with a field of personal data',
    allowed: NOBODY,
    run: async (actor) =>
      writeBatch(actor.db)
        .set(doc(auditLog(actor)), {
          ...spamRemovalRecordData(['SOL1002'], actor),
          dui: '04581234-5',
        })
        .commit(),
  },
  {
    name: 'write an audit record whose count is not its numbers',
    allowed: NOBODY,
    run: async (actor) =>
      writeBatch(actor.db)
        .set(doc(auditLog(actor)), { ...spamRemovalRecordData(['SOL1003'], actor), count: 9 })
        .commit(),
  },
  {
    name: 'write an audit record naming no number',
    allowed: NOBODY,
    run: async (actor) =>
      writeBatch(actor.db)
        .set(doc(auditLog(actor)), spamRemovalRecordData([], actor))
        .commit(),
  },
  {
    name: 'write an audit record naming 401 numbers',
    allowed: NOBODY,
    run: async (actor) => {
      const numbers = Array.from({ length: 401 }, (_, i) => `SOL${2000 + i}` as ApplicationId);
      return writeBatch(actor.db)
        .set(doc(auditLog(actor)), spamRemovalRecordData(numbers, actor))
        .commit();
    },
  },
  {
    name: 'write an audit record dated by the browser',
    allowed: NOBODY,
    run: async (actor) =>
      writeBatch(actor.db)
        .set(doc(auditLog(actor)), {
          ...spamRemovalRecordData(['SOL1004'], actor),
          at: Timestamp.fromDate(dayOf2025(1)),
        })
        .commit(),
  },
  {
    name: 'change an audit record',
    allowed: NOBODY,
    run: async (actor) => {
      const id = await marked();
      const { removalId } = (await world.privileged.read(`${APPLICATIONS_COLLECTION}/${id}`))!;
      return updateDoc(doc(auditLog(actor), removalId as string), { count: 0 });
    },
  },
  {
    name: 'delete an audit record',
    allowed: NOBODY,
    run: async (actor) => {
      const id = await marked();
      const { removalId } = (await world.privileged.read(`${APPLICATIONS_COLLECTION}/${id}`))!;
      return deleteDoc(doc(auditLog(actor), removalId as string));
    },
  },
];

describe('firestore.rules for spam removal', () => {
  describeRulesMatrix(
    'firestore.rules for spam removal',
    [
      ['marking', markingOperations],
      ['removing', removingOperations],
      ['the audit log', auditOperations],
    ],
    (role) => world.actor(role),
    140,
  );
});
