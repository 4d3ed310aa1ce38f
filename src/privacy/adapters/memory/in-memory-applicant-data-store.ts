import type { ApplicationId } from '../../../submission/domain/application-id';
import type { ApplicantDataStore } from '../../domain/applicant-data-store';
import type { ErasureReason, ErasureRecord } from '../../domain/erasure';
import { ApplicationGoneError, NotPastRetentionError } from '../../domain/privacy-errors';
import { isPastRetention } from '../../domain/retention';
import type { TypedField } from '../../../submission/domain/rules/application-rules';
import { stageOfRecord, type ApplicationRecord } from '../../../inbox/domain/application-record';
import type { HistoryEntry } from '../../../inbox/domain/history-entry';
import type { SignedInUser } from '../../../access/domain/staff-member';
import type { InMemoryApplicationStore } from '../../../inbox/adapters/memory/in-memory-application-store';

const oldestFirst = (a: ApplicationRecord, b: ApplicationRecord) =>
  a.date.getTime() - b.date.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * What is left of erased applications, kept per store as Firestore keeps it beside the others:
 * every privacy store made on the same data sees the same records.
 */
const erasuresOf = new WeakMap<InMemoryApplicationStore, Map<ApplicationId, ErasureRecord>>();

/**
 * Admins' privacy work on the in-memory store: demo mode and tests, the same contract as Firestore.
 */
export class InMemoryApplicantDataStore implements ApplicantDataStore {
  private readonly erasures: Map<ApplicationId, ErasureRecord>;

  /** Works on the inbox's store (InMemoryApplicationInbox.store), as one database serves both. */
  constructor(private readonly store: InMemoryApplicationStore) {
    this.erasures = erasuresOf.get(store) ?? new Map();
    erasuresOf.set(store, this.erasures);
  }

  async readHistory(id: ApplicationId): Promise<HistoryEntry[]> {
    await this.store.roundTrip();
    return structuredClone(this.store.histories.get(id) ?? []);
  }

  async rectify(
    id: ApplicationId,
    field: TypedField,
    value: string,
    by: SignedInUser,
  ): Promise<void> {
    await this.store.roundTrip();
    const record = this.existing(id);
    this.store.records.set(id, { ...record, [field]: value });
    this.store.append(id, { kind: 'rectification', field }, by);
  }

  async erase(id: ApplicationId, reason: ErasureReason, by: SignedInUser): Promise<void> {
    await this.store.roundTrip();
    const record = this.existing(id);
    if (reason === 'plazo-vencido' && stageOfRecord(record) === 'asociada')
      throw new NotPastRetentionError(`${id} is Asociada`);
    this.erasures.set(id, {
      id,
      erasedAt: this.store.clock.now(),
      erasedBy: { uid: by.uid, email: by.email },
      reason,
    });
    this.store.retire(id);
  }

  async erasureOf(id: ApplicationId): Promise<ErasureRecord | undefined> {
    await this.store.roundTrip();
    return structuredClone(this.erasures.get(id));
  }

  async countPastRetention(cutoff: Date, limit: number): Promise<number> {
    await this.store.roundTrip();
    return Math.min(this.matching(cutoff).length, limit);
  }

  async pastRetention(cutoff: Date, limit: number): Promise<ApplicationId[]> {
    await this.store.roundTrip();
    return this.matching(cutoff)
      .slice(0, limit)
      .map(({ id }) => id);
  }

  private matching(cutoff: Date): ApplicationRecord[] {
    return [...this.store.records.values()]
      .filter((record) => isPastRetention(record, cutoff))
      .sort(oldestFirst);
  }

  private existing(id: ApplicationId): ApplicationRecord {
    const record = this.store.records.get(id);
    if (!record) throw new ApplicationGoneError(`No application ${id}`);
    return record;
  }
}
