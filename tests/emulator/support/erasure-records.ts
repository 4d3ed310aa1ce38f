import {
  collection,
  doc,
  getCountFromServer,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { ErasureRecord } from '../../../src/applications/domain/erasure-record';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../../src/applications/adapters/applications-collections';
import { erasureRecordFields } from '../../../src/applications/adapters/erasure-fields';

/**
 * What erasures left, as the adapters write it (erasure-fields.ts) but dated as given: seeded by
 * the console's owner (`db`), past the rules, for the retention contract's quarantine cases.
 */
export async function seedErasureRecords(
  db: Firestore,
  records: readonly ErasureRecord[],
): Promise<void> {
  for (let start = 0; start < records.length; start += 500) {
    const batch = writeBatch(db);
    for (const { id, erasedAt, erasedBy, reason } of records.slice(start, start + 500))
      batch.set(doc(db, APPLICATIONS_COLLECTION, id), {
        ...erasureRecordFields(id, reason, erasedBy),
        erasedAt: Timestamp.fromDate(erasedAt),
      });
    await batch.commit();
  }
}

const historyOf = (db: Firestore, id: ApplicationId) =>
  collection(db, APPLICATIONS_COLLECTION, id, HISTORY_COLLECTION);

/** A note left under an erasure record, as an erasure cut short leaves one. */
export async function leaveHistoryEntry(db: Firestore, id: ApplicationId): Promise<void> {
  await writeBatch(db)
    .set(doc(historyOf(db, id), 'resto-del-borrado'), {
      kind: 'note',
      text: 'Nota',
      at: Timestamp.fromMillis(Date.UTC(2020, 0, 1)),
      uid: 'empleado',
      email: 'empleado@cooperativa.example',
    })
    .commit();
}

export async function historySize(db: Firestore, id: ApplicationId): Promise<number> {
  return (await getCountFromServer(historyOf(db, id))).data().count;
}
