import { doc, Timestamp, writeBatch } from 'firebase/firestore';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import type { ErasureReason } from '../../../src/applications/domain/erasure-record';
import type { TypedField } from '../../../src/applications/domain/stored-application';
import type { Stage } from '../../../src/applications/domain/workflow/stage';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../../src/applications/adapters/applications-collections';
import { erasureRecordData } from '../../../src/applications/adapters/firestore/erasure-document';
import {
  noteEntryData,
  rectificationEntryData,
} from '../../../src/applications/adapters/firestore/history-writes';
import { rectificationUpdateData } from '../../../src/applications/adapters/firestore/rectification-update';
import { applicationRecord, dayOf2025 } from '../../support/application-record-fixtures';
import {
  writeWithEntry,
  type Actor,
  type StaffRulesWorld,
  type Tampering,
} from './staff-rules-world';

/** The history entry every application made by these helpers has. */
export const LEFTOVER_ENTRY_ID = 'resto-1';

const DAY_MS = 86_400_000;

/**
 * The adapter's own write for a correction (update and history entry in one batch), optionally
 * tampered with. `field` may be any key, to try fields that are not the applicant's.
 */
export function rectifyApplication(
  actor: Actor,
  id: ApplicationId,
  field: string,
  value: unknown,
  tampering: Tampering = {},
): Promise<void> {
  // The value replaced after the fact: a case may try one that is not even a string.
  return writeWithEntry(
    actor,
    id,
    (entryId) => ({
      ...rectificationUpdateData(field as TypedField, '', actor, entryId),
      [field]: value,
    }),
    rectificationEntryData(field as TypedField, actor),
    tampering,
  );
}

export interface ErasureTampering {
  /** Merged into the erasure record. */
  record?: Record<string, unknown>;
  /** Keys left out of it. */
  omit?: readonly string[];
  /** History entries deleted in the same write. */
  deleting?: readonly string[];
}

/** The adapter's own erasure (the record set over the application), optionally tampered with. */
export function eraseApplication(
  actor: Actor,
  id: ApplicationId,
  reason: ErasureReason,
  tampering: ErasureTampering = {},
): Promise<void> {
  const application = doc(actor.db, APPLICATIONS_COLLECTION, id);
  const record: Record<string, unknown> = {
    ...erasureRecordData(id, reason, actor),
    ...tampering.record,
  };
  for (const key of tampering.omit ?? []) delete record[key];
  const batch = writeBatch(actor.db).set(application, record);
  for (const entryId of tampering.deleting ?? [])
    batch.delete(doc(application, HISTORY_COLLECTION, entryId));
  return batch.commit();
}

/** Fresh data for the privacy cases, each with one history entry (LEFTOVER_ENTRY_ID). */
export class PrivacyFixtures {
  constructor(private readonly world: StaffRulesWorld) {}

  /** An application at `stage`, sent `daysAgo` days before now (or early in 2025). */
  async application(stage: Stage = 'en-tramite', daysAgo?: number): Promise<ApplicationId> {
    const id = await this.world.freeId();
    const sent = daysAgo === undefined ? dayOf2025(1) : new Date(Date.now() - daysAgo * DAY_MS);
    await this.world.privileged.seed([applicationRecord(id, sent, { stage })]);
    await this.addLeftover(id);
    return id;
  }

  /**
   * What an erasure leaves, with one history entry its deletes have not reached yet; erased now,
   * or `daysAgo` days ago.
   */
  async erased(daysAgo = 0): Promise<ApplicationId> {
    const id = await this.world.freeId();
    const { uid, email } = await this.author();
    const record = {
      id,
      erasedAt: Timestamp.fromMillis(Date.now() - daysAgo * DAY_MS),
      erasedBy: uid,
      erasedByEmail: email,
      erasureReason: 'peticion-del-titular',
    };
    await writeBatch(this.world.privileged.db)
      .set(doc(this.world.privileged.db, APPLICATIONS_COLLECTION, id), record)
      .commit();
    await this.addLeftover(id);
    return id;
  }

  private async addLeftover(id: ApplicationId): Promise<void> {
    const entry = doc(
      this.world.privileged.db,
      APPLICATIONS_COLLECTION,
      id,
      HISTORY_COLLECTION,
      LEFTOVER_ENTRY_ID,
    );
    const note = { ...noteEntryData('Nota', await this.author()), at: Timestamp.now() };
    await writeBatch(this.world.privileged.db).set(entry, note).commit();
  }

  /** Who wrote what these fixtures leave: the staff member. */
  private author(): Promise<Actor> {
    return this.world.actor('staff');
  }
}
