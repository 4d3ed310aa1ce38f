import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { erasureRecordFields } from '../../src/applications/adapters/erasure-fields';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { AdminStatusRecords } from '../../src/applications/adapters/server/admin-status-records';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { ApplicationRecord } from '../../src/applications/domain/application-record';
import { STORED_APPLICANT_ACTOR } from '../../src/applications/domain/history-entry';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import { describeStatusRecordsContract } from '../contract/status-records-contract';
import { applicationRecord } from '../support/application-record-fixtures';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('status-records');
const ADMIN = { uid: 'admin-1', email: 'admin@cooperativa.example' };
const applicationAt = (id: ApplicationId) => env.db.collection(APPLICATIONS_COLLECTION).doc(id);

/** As the intake and the inbox write it: a close reason and a checklist only once there is one. */
async function seed(records: readonly ApplicationRecord[]) {
  const batch = env.db.batch();
  for (const {
    date,
    closeReason,
    checklist,
    associatedAt,
    progressAt,
    openedAt,
    ...rest
  } of records)
    batch.set(applicationAt(rest.id), {
      ...rest,
      date: Timestamp.fromDate(date),
      ...(closeReason ? { closeReason } : {}),
      ...(Object.keys(checklist).length > 0 ? { checklist } : {}),
      ...(associatedAt ? { associatedAt: Timestamp.fromDate(associatedAt) } : {}),
      ...(progressAt ? { progressAt: Timestamp.fromDate(progressAt) } : {}),
      ...(openedAt ? { openedAt: Timestamp.fromDate(openedAt) } : {}),
    });
  await batch.commit();
}

describeStatusRecordsContract("AdminStatusRecords (emulator, the server's SDK)", async () => {
  await env.project.admin.clear();
  return {
    records: new AdminStatusRecords(env.db),
    seed,
    // As the admins' button and the monthly purge leave it (admin-retention-store.ts).
    erase: async (id) => {
      await applicationAt(id).set({
        ...erasureRecordFields(id, 'peticion-del-titular', ADMIN),
        erasedAt: FieldValue.serverTimestamp(),
      });
    },
    historyOf: async (id) => {
      const entries = await applicationAt(id).collection(HISTORY_COLLECTION).orderBy('at').get();
      return entries.docs.map((entry) => {
        const { actor, at: _at, ...content } = entry.data();
        return { ...content, byApplicant: actor === STORED_APPLICANT_ACTOR } as {
          kind: string;
          byApplicant: boolean;
        };
      });
    },
  };
});

describe('AdminStatusRecords on what Applications may hold', () => {
  it('names a stored field of the wrong type, rather than guess the status', async () => {
    await env.project.admin.clear();
    await seed([applicationRecord('SOL1001', new Date('2026-03-10T15:09:26Z'))]);
    await applicationAt('SOL1001').update({ status: 'si' });

    const read = new AdminStatusRecords(env.db).statusOf('SOL1001');

    await expect(read).rejects.toBeInstanceOf(MalformedDocumentError);
    await expect(read).rejects.toThrow('Applications/SOL1001');
  });

  it('writes the withdrawal as the staff’s moves do: the stamps, the last change and its entry', async () => {
    await env.project.admin.clear();
    await seed([applicationRecord('SOL1001', new Date('2026-03-10T15:09:26Z'))]);

    await new AdminStatusRecords(env.db).withdraw('SOL1001', new Date('2026-03-10T15:09:26Z'));

    const application = await applicationAt('SOL1001').get();
    const history = await application.ref.collection(HISTORY_COLLECTION).get();
    expect(application.get('progressAt')).toBeInstanceOf(Timestamp);
    expect(application.get('updatedAt')).toEqual(application.get('progressAt'));
    expect(application.get('updatedBy')).toBe(STORED_APPLICANT_ACTOR);
    expect(application.get('lastChangeId')).toBe(history.docs[0]?.id);
    expect(history.docs[0]?.get('at')).toEqual(application.get('progressAt'));
  });
});
