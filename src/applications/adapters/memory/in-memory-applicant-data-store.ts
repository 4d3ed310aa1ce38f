import type { ApplicationId } from '../../domain/application-id';
import type { ApplicantDataStore } from '../../domain/applicant-data-store';
import type { ErasureReason, ErasureRecord } from '../../domain/erasure-record';
import {
  ApplicationGoneError,
  NotPastQuarantineError,
  NotPastRetentionError,
} from '../../domain/erasure-errors';
import { isPastQuarantine, isPastRetention } from '../../domain/retention-matches';
import type { NumberCounts, NumberSpaceCounter } from '../../domain/number-space-counter';
import type { TypedField } from '../../domain/stored-application';
import { stageOfRecord, type ApplicationRecord } from '../../domain/application-record';
import type { HistoryEntry } from '../../domain/history-entry';
import type { SignedInUser } from '../../../access/domain/staff-member';
import type { InMemoryApplicationStore } from './in-memory-application-store';

const byId = (a: { id: ApplicationId }, b: { id: ApplicationId }) =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const oldestFirst = (a: ApplicationRecord, b: ApplicationRecord) =>
  a.date.getTime() - b.date.getTime() || byId(a, b);

const erasedFirst = (a: ErasureRecord, b: ErasureRecord) =>
  a.erasedAt.getTime() - b.erasedAt.getTime() || byId(a, b);

/**
 * What is left of erased applications, kept per store as Firestore keeps it beside the others:
 * every privacy store made on the same data sees the same records.
 */
const erasuresOf = new WeakMap<InMemoryApplicationStore, Map<ApplicationId, ErasureRecord>>();

/**
 * Admins' privacy work on the in-memory store: demo mode and tests, the same contract as Firestore.
 * It counts the number space too, as the server's adapter does on Firestore.
 */
export class InMemoryApplicantDataStore implements ApplicantDataStore, NumberSpaceCounter {
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

  async countPastQuarantine(cutoff: Date, limit: number): Promise<number> {
    await this.store.roundTrip();
    return Math.min(this.quarantineEnded(cutoff).length, limit);
  }

  async pastQuarantine(cutoff: Date, limit: number): Promise<ApplicationId[]> {
    await this.store.roundTrip();
    return this.quarantineEnded(cutoff)
      .slice(0, limit)
      .map(({ id }) => id);
  }

  async release(id: ApplicationId, cutoff: Date): Promise<void> {
    await this.store.roundTrip();
    const record = this.erasures.get(id);
    if (!record) {
      if (this.store.records.has(id))
        throw new NotPastQuarantineError(`${id} is no erasure record`);
      return;
    }
    if (!isPastQuarantine(record, cutoff))
      throw new NotPastQuarantineError(`${id} is still quarantined`);
    this.erasures.delete(id);
    this.store.release(id);
  }

  async countNumbers(): Promise<NumberCounts> {
    await this.store.roundTrip();
    return { taken: this.store.records.size, quarantined: this.erasures.size };
  }

  /** Erasure records as given, as if these had been erased then (tests, the demo's past). */
  seedErasures(records: readonly ErasureRecord[]): void {
    for (const record of records) {
      this.erasures.set(record.id, structuredClone(record));
      this.store.retire(record.id);
    }
  }

  private quarantineEnded(cutoff: Date): ErasureRecord[] {
    return [...this.erasures.values()]
      .filter((record) => isPastQuarantine(record, cutoff))
      .sort(erasedFirst);
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
