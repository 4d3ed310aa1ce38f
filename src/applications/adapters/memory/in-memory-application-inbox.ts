import type { Application } from '../../domain/stored-application';
import type { ApplicationId } from '../../domain/application-id';
import type { Clock } from '../../../shared/domain/clock';
import type {
  ApplicationInbox,
  InboxPage,
  PageCursor,
  SearchField,
} from '../../domain/application-inbox';
import { isInFilter, type StageFilter } from '../../domain/application-lists';
import type { Listener, Unsubscribe } from '../../../shared/domain/listener';
import { stageOfRecord, type ApplicationRecord } from '../../domain/application-record';
import { noteText, type HistoryEntry, type StageChange } from '../../domain/history-entry';
import { StaleStageError } from '../../domain/application-errors';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { STAGE_FLAGS } from '../../domain/workflow/stage';
import type { RequirementChange } from '../../domain/requirements/checklist';
import { requireAllowedChange } from '../../domain/workflow/stage-change';
import { InMemoryApplicationStore } from './in-memory-application-store';
import { isWaitingSince, lastProgressAt } from '../../domain/progress';
import { matchesNameSearch, NAME_SEARCH_PAGES, nameSearchKeys } from '../../domain/name-keys';

const newestFirst = (a: ApplicationRecord, b: ApplicationRecord) =>
  b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const isAfter = (record: ApplicationRecord, cursor: PageCursor) =>
  newestFirst(record, { ...record, date: cursor.date, id: cursor.id }) > 0;

/** Longest without progress first, then by id: the waiting list's order. */
const longestWaitingFirst = (a: ApplicationRecord, b: ApplicationRecord) =>
  lastProgressAt(a).getTime() - lastProgressAt(b).getTime() ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const isAfterInWaiting = (record: ApplicationRecord, cursor: PageCursor) =>
  longestWaitingFirst(record, { ...record, date: cursor.date, progressAt: null, id: cursor.id }) >
  0;

/**
 * The staff inbox kept in this page's memory: demo mode and tests. A real implementation of the
 * port (live lists, pages, history written with its change in one step), minus the network.
 */
export class InMemoryApplicationInbox implements ApplicationInbox {
  /** Shared with the other in-memory adapters of the same data (the admins' privacy store). */
  readonly store: InMemoryApplicationStore;

  constructor(clock: Clock, latencyMs = 0) {
    this.store = new InMemoryApplicationStore(clock, latencyMs);
  }

  private get records() {
    return this.store.records;
  }

  /** Puts records (and their history) in place, as staff would find them. */
  seed(
    records: readonly ApplicationRecord[],
    histories: Record<string, HistoryEntry[]> = {},
  ): void {
    for (const record of records) this.records.set(record.id, structuredClone(record));
    for (const [id, entries] of Object.entries(histories))
      this.store.histories.set(id as ApplicationId, structuredClone(entries));
    this.store.changed();
  }

  /** A new application from the public page. */
  receive(application: Application): void {
    const previousApplication = application.previousApplication ?? null;
    this.seed([
      {
        ...application,
        closeReason: null,
        checklist: {},
        associatedAt: null,
        progressAt: null,
        // Nobody has opened it yet: the intake never stamps it.
        openedAt: null,
        previousApplication,
      },
    ]);
  }

  /**
   * The public page's port on this same store, as one database serves both pages: what the
   * intake's ApplicationRepository asks (src/submission/domain/application-repository.ts), stated
   * here because the applications' owner never depends on the act of applying.
   */
  applicationRepository(): {
    create(application: Application): Promise<'created' | 'id-taken'>;
  } {
    return {
      create: async (application) => {
        await this.store.roundTrip();
        if (this.store.isTaken(application.id)) return 'id-taken';
        this.receive(application);
        return 'created';
      },
    };
  }

  watchFirstPage(
    filter: StageFilter,
    pageSize: number,
    listener: Listener<InboxPage>,
  ): Unsubscribe {
    return this.store.watch(() => this.page(filter, undefined, pageSize), listener);
  }

  async nextPage(filter: StageFilter, after: PageCursor, pageSize: number): Promise<InboxPage> {
    await this.store.roundTrip();
    return this.page(filter, after, pageSize);
  }

  watchWaitingFirstPage(
    cutoff: Date,
    pageSize: number,
    listener: Listener<InboxPage>,
  ): Unsubscribe {
    return this.store.watch(() => this.waitingPage(cutoff, undefined, pageSize), listener);
  }

  async nextWaitingPage(cutoff: Date, after: PageCursor, pageSize: number): Promise<InboxPage> {
    await this.store.roundTrip();
    return this.waitingPage(cutoff, after, pageSize);
  }

  async countNew(limit: number): Promise<number> {
    await this.store.roundTrip();
    const count = [...this.records.values()].filter(
      (record) => stageOfRecord(record) === 'nueva',
    ).length;
    return Math.min(count, limit);
  }

  async search(
    field: SearchField,
    values: readonly string[],
    limit: number,
  ): Promise<ApplicationRecord[]> {
    await this.store.roundTrip();
    const records = [...this.records.values()];
    if (field === 'name') return this.searchByName(records, values, limit);
    return records
      .filter((record) => values.includes(record[field]))
      .sort(newestFirst)
      .slice(0, limit)
      .map((record) => structuredClone(record));
  }

  /**
   * As Firestore's adapter does it: the newest with the first (longest) word among their keys,
   * `limit` of them for one word, up to NAME_SEARCH_PAGES pages of `limit` for several, then the
   * first `limit` holding every other word. Each record's keys are computed here by the same
   * function the server's trigger stores them with; memory holds a few dozen records.
   */
  private searchByName(
    records: ApplicationRecord[],
    words: readonly string[],
    limit: number,
  ): ApplicationRecord[] {
    const [queried] = words;
    if (queried === undefined) return [];
    return records
      .map((record) => ({ record, keys: nameSearchKeys(record) }))
      .filter(({ keys }) => keys.includes(queried))
      .sort((a, b) => newestFirst(a.record, b.record))
      .slice(0, words.length === 1 ? limit : limit * NAME_SEARCH_PAGES)
      .filter(({ keys }) => matchesNameSearch(keys, words))
      .slice(0, limit)
      .map(({ record }) => structuredClone(record));
  }

  watchApplication(
    id: ApplicationId,
    listener: Listener<ApplicationRecord | undefined>,
  ): Unsubscribe {
    return this.store.watch(() => structuredClone(this.records.get(id)), listener);
  }

  watchHistory(id: ApplicationId, listener: Listener<HistoryEntry[]>): Unsubscribe {
    return this.store.watch(() => structuredClone(this.store.histories.get(id) ?? []), listener);
  }

  async recordTransition(id: ApplicationId, change: StageChange, by: SignedInUser): Promise<void> {
    await this.store.roundTrip();
    requireAllowedChange(change);
    const record = this.records.get(id);
    if (!record || stageOfRecord(record) !== change.from) throw new StaleStageError(change.from);
    const now = this.store.clock.now();
    const associatedAt = change.to === 'asociada' ? now : record.associatedAt;
    this.records.set(id, {
      ...record,
      ...STAGE_FLAGS[change.to],
      closeReason: change.reason,
      associatedAt,
      progressAt: now,
    });
    this.store.append(id, { kind: 'transition', ...change, override: change.override ?? null }, by);
  }

  async recordRequirement(
    id: ApplicationId,
    change: RequirementChange,
    by: SignedInUser,
  ): Promise<void> {
    await this.store.roundTrip();
    const record = this.records.get(id);
    if (!record || stageOfRecord(record) !== 'en-tramite') throw new StaleStageError('en-tramite');
    this.store.tickRequirement(id, change, by);
  }

  async addNote(id: ApplicationId, text: string, by: SignedInUser): Promise<void> {
    await this.store.roundTrip();
    const note = noteText(text);
    if (!this.records.has(id)) throw new Error(`No application ${id}`);
    this.store.append(id, { kind: 'note', text: note }, by);
  }

  async markOpened(id: ApplicationId): Promise<void> {
    await this.store.roundTrip();
    const record = this.records.get(id);
    if (!record || record.openedAt !== null) return;
    this.records.set(id, { ...record, openedAt: this.store.clock.now() });
    this.store.changed();
  }

  private page(filter: StageFilter, after: PageCursor | undefined, pageSize: number): InboxPage {
    const matching = [...this.records.values()]
      .filter((record) => isInFilter(filter, { ...record, stage: stageOfRecord(record) }))
      .filter((record) => after === undefined || isAfter(record, after))
      .sort(newestFirst);
    const applications = matching.slice(0, pageSize).map((record) => structuredClone(record));
    const last = applications.at(-1);
    const next = matching.length > pageSize && last ? { date: last.date, id: last.id } : null;
    // Records in memory are the domain's own: none is ever unreadable.
    return { applications, next, unreadable: [] };
  }

  /**
   * As storage answers it: En trámite and no progress since before the cutoff, a page of those;
   * then those with every requirement met are left out, keeping their place (the port).
   */
  private waitingPage(cutoff: Date, after: PageCursor | undefined, pageSize: number): InboxPage {
    const matching = [...this.records.values()]
      .filter((record) => stageOfRecord(record) === 'en-tramite')
      .filter((record) => lastProgressAt(record).getTime() < cutoff.getTime())
      .filter((record) => after === undefined || isAfterInWaiting(record, after))
      .sort(longestWaitingFirst);
    const read = matching.slice(0, pageSize);
    const last = read.at(-1);
    const next =
      matching.length > pageSize && last ? { date: lastProgressAt(last), id: last.id } : null;
    const applications = read
      .filter((record) => isWaitingSince(record, cutoff))
      .map((record) => structuredClone(record));
    return { applications, next, unreadable: [] };
  }
}
