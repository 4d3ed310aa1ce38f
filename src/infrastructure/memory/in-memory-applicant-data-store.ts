import type { ApplicationId } from '../../domain/application-id';
import type { ApplicantDataStore } from '../../domain/privacy/applicant-data-store';
import type { ErasureReason, ErasureRecord } from '../../domain/privacy/erasure';
import { ApplicationGoneError, NotPastRetentionError } from '../../domain/privacy/privacy-errors';
import { isPastRetention } from '../../domain/privacy/retention';
import type { TypedField } from '../../domain/rules/application-rules';
import { stageOfRecord, type ApplicationRecord } from '../../domain/staff/application-record';
import type { HistoryEntry } from '../../domain/staff/history-entry';
import type { SignedInUser } from '../../domain/staff/staff-member';
import type { InMemoryApplicationStore } from './in-memory-application-store';

const oldestFirst = (a: ApplicationRecord, b: ApplicationRecord) => a.date.getTime() - b.date.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Admins' privacy work on the in-memory store: demo mode and tests, the same contract as Firestore. */
export class InMemoryApplicantDataStore implements ApplicantDataStore {
  constructor(private readonly store: InMemoryApplicationStore) {}

  async readHistory(id: ApplicationId): Promise<HistoryEntry[]> {
    await this.store.roundTrip();
    return structuredClone(this.store.histories.get(id) ?? []);
  }

  async rectify(id: ApplicationId, field: TypedField, value: string, by: SignedInUser): Promise<void> {
    await this.store.roundTrip();
    const record = this.existing(id);
    this.store.records.set(id, { ...record, [field]: value });
    this.store.append(id, { kind: 'rectification', field }, by);
  }

  async erase(id: ApplicationId, reason: ErasureReason, by: SignedInUser): Promise<void> {
    await this.store.roundTrip();
    const record = this.existing(id);
    if (reason === 'plazo-vencido' && stageOfRecord(record) === 'asociada') throw new NotPastRetentionError(`${id} is Asociada`);
    this.store.records.delete(id);
    this.store.histories.delete(id);
    this.store.erasures.set(id, { id, erasedAt: this.store.clock.now(), erasedBy: { uid: by.uid, email: by.email }, reason });
    this.store.changed();
  }

  async erasureOf(id: ApplicationId): Promise<ErasureRecord | undefined> {
    await this.store.roundTrip();
    return structuredClone(this.store.erasures.get(id));
  }

  async countPastRetention(cutoff: Date): Promise<number> {
    await this.store.roundTrip();
    return this.matching(cutoff).length;
  }

  async pastRetention(cutoff: Date, limit: number): Promise<ApplicationId[]> {
    await this.store.roundTrip();
    return this.matching(cutoff).slice(0, limit).map(({ id }) => id);
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
