import { MAX_HISTORY_READ } from '../../src/applications/adapters/firestore/application-query-shapes';
import { noteEntryData } from '../../src/applications/adapters/firestore/history-writes';
import {
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  Timestamp,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import { TYPED_FIELDS } from '../../src/applications/domain/stored-application';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { FirestoreApplicantDataStore } from '../../src/applications/adapters/firestore/firestore-applicant-data-store';
import { FirestoreApplicationInbox } from '../../src/applications/adapters/firestore/firestore-application-inbox';
import { describeApplicantDataStoreContract } from '../contract/applicant-data-store-contract';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { registerStaffTestProject } from './support/staff-test-project';
import { historySize, leaveHistoryEntry, seedErasureRecords } from './support/erasure-records';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const admin = { uid: 'admin-1', email: 'admin@cooperativa.example' };

const env = registerStaffTestProject('applicant-data-store');

/** An empty project with the admin on the allowlist, and the ports acting for the admin. */
async function freshProject() {
  const { project, privileged } = env;
  await project.admin.clear();
  await privileged.grant(admin.uid, 'admin', admin.email);
  const db = project.signedIn(admin);
  const store = new FirestoreApplicantDataStore(db, JAR_CALL_LIMIT_MS);
  return {
    store,
    inbox: new FirestoreApplicationInbox(db, JAR_CALL_LIMIT_MS),
    privileged,
    project,
  };
}

describeApplicantDataStoreContract(
  'FirestoreApplicantDataStore (emulator, project rules, as an admin)',
  async () => {
    const { store, inbox, privileged, project } = await freshProject();
    const seed = (records: readonly ApplicationRecord[]) => privileged.seed(records);
    // Stored with the applicant's data: there, and not an erasure record (rules bypassed).
    const isStored = async (id: ApplicationId) => {
      const data = await project.admin.read(id);
      return data !== undefined && !('erasedAt' in data);
    };
    return {
      store,
      inbox,
      admin,
      seed,
      publicRepository: project.repository(),
      isStored,
      seedErasures: (records) => seedErasureRecords(privileged.db, records),
      leaveHistoryEntry: (id) => leaveHistoryEntry(privileged.db, id),
      historySize: (id) => historySize(privileged.db, id),
    };
  },
);

const historyOf = (id: ApplicationId) =>
  collection(env.privileged.db, APPLICATIONS_COLLECTION, id, HISTORY_COLLECTION);

/**
 * Notes written straight to storage, bypassing the rules: quick, for a history longer than any
 * write.
 */
async function seedNotes(id: ApplicationId, count: number): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    const batch = writeBatch(env.privileged.db);
    for (let n = start; n < Math.min(count, start + 500); n += 1) {
      batch.set(doc(historyOf(id)), {
        ...noteEntryData(`Nota ${n}`, admin),
        at: Timestamp.fromMillis(Date.UTC(2025, 0, 1) + n),
      });
    }
    await batch.commit();
  }
}

describe('FirestoreApplicantDataStore: what storage keeps of an erased application', () => {
  it("keeps exactly the erasure record, with none of the applicant's values, and no history", async () => {
    const { store, inbox, privileged } = await freshProject();
    const doomed = applicationRecord('SOL1700', dayOf2025(1), {
      stage: 'en-tramite',
      first_name: 'Rosalinda',
      last_name: 'Quintanilla Mejía',
      company: 'Panadería La Espiga',
      phone: '6543-2109',
      dui: '01234567-8',
      email: 'rosalinda.q@example.com',
      address: 'Colonia Las Brisas, pasaje 7, casa 12',
      message: 'Quiero abrir una cuenta de ahorro.',
    });
    await privileged.seed([doomed]);
    await inbox.addNote('SOL1700', 'Llamó el martes.', admin);
    await store.rectify('SOL1700', 'phone', '2222-3333', admin);

    await store.erase('SOL1700', 'peticion-del-titular', admin);

    const stored = await getDocFromServer(doc(privileged.db, APPLICATIONS_COLLECTION, 'SOL1700'));
    const data = stored.data() ?? {};
    expect(Object.keys(data).sort()).toEqual([
      'erasedAt',
      'erasedBy',
      'erasedByEmail',
      'erasureReason',
      'id',
    ]);
    expect(data).toMatchObject({
      id: 'SOL1700',
      erasedBy: admin.uid,
      erasedByEmail: admin.email,
      erasureReason: 'peticion-del-titular',
    });
    expect(data.erasedAt).toBeInstanceOf(Timestamp);
    const everything = JSON.stringify(data);
    for (const value of [...TYPED_FIELDS.map((field) => doomed[field]), '2222-3333'])
      expect(everything).not.toContain(value);
    expect((await getDocsFromServer(historyOf('SOL1700'))).size).toBe(0);
  });

  it('deletes every entry of a history longer than one write can hold', async () => {
    const { store, privileged } = await freshProject();
    await privileged.seed([applicationRecord('SOL1701', dayOf2025(1))]);
    await seedNotes('SOL1701', 40);

    await store.erase('SOL1701', 'plazo-vencido', admin);

    expect((await getDocsFromServer(historyOf('SOL1701'))).size).toBe(0);
    expect(await store.erasureOf('SOL1701')).toMatchObject({
      reason: 'plazo-vencido',
      erasedBy: admin,
    });
  });

  it('reads the whole history, MAX_HISTORY_READ entries a read, oldest first', async () => {
    const { store, privileged } = await freshProject();
    await privileged.seed([applicationRecord('SOL1702', dayOf2025(1))]);
    await seedNotes('SOL1702', 2 * MAX_HISTORY_READ + 1);

    const history = await store.readHistory('SOL1702');

    expect(history).toHaveLength(2 * MAX_HISTORY_READ + 1);
    expect(history[0]).toMatchObject({ kind: 'note', text: 'Nota 0' });
    expect(history.at(-1)).toMatchObject({ kind: 'note', text: `Nota ${2 * MAX_HISTORY_READ}` });
  });
});
