import type { Listener, Unsubscribe } from '../../shared/domain/listener';
import type { MalformedDocumentError } from '../../shared/domain/storage-errors';
import type { ApplicationId } from './application-id';
import type { RequirementChange } from './requirements/checklist';
import type { ApplicationRecord } from './application-record';
import type { HistoryEntry, StageChange } from './history-entry';
import type { SignedInUser } from '../../access/domain/staff-member';
import type { StageFilter } from './application-lists';

/** Where the next page starts: after this application. */
export interface PageCursor {
  /**
   * Where the application stands in the list's order: its `date` (newest first), or in the
   * waiting list its last progress (longest waiting first).
   */
  date: Date;
  id: ApplicationId;
}

export interface InboxPage {
  applications: ApplicationRecord[];
  /** Null when there is nothing after this page. */
  next: PageCursor | null;
  /**
   * Stored documents in this page's place that could not be read, left out of `applications`:
   * one damaged document must not hide the rest of a list, and staff are told which it is.
   */
  unreadable: MalformedDocumentError[];
}

/**
 * The fields search can match exactly; 'name' matches the start of any word of the first or last
 * name (name-keys.ts).
 */
export type SearchField = 'id' | 'dui' | 'phone' | 'email' | 'name';

/**
 * Staff's port to stored applications. Every read is bounded (a page, a search, one application):
 * storage may bill per document read. Adapters pass tests/contract/application-inbox-contract.ts.
 */
export interface ApplicationInbox {
  /** The first page of a list, kept up to date: a new application appears without asking. */
  watchFirstPage(filter: StageFilter, pageSize: number, listener: Listener<InboxPage>): Unsubscribe;
  /** A later page, read once. */
  nextPage(filter: StageFilter, after: PageCursor, pageSize: number): Promise<InboxPage>;
  /**
   * The first page of the applications waiting on the applicant as of `cutoff`
   * (progress.ts isWaitingSince): En trámite, last progress before `cutoff`, longest waiting first
   * (then by number), kept up to date. Storage is asked for the stage and the time; of what it
   * returns, those with every requirement met are left out of `applications` (storage cannot
   * query what is missing) but keep their place, so a page may show fewer than `pageSize`.
   * An application moved En trámite always has `progressAt` (the move stamps it).
   */
  watchWaitingFirstPage(cutoff: Date, pageSize: number, listener: Listener<InboxPage>): Unsubscribe;
  /** A later page of the waiting list, read once. */
  nextWaitingPage(cutoff: Date, after: PageCursor, pageSize: number): Promise<InboxPage>;
  /**
   * How many applications are Nueva, counted by storage without reading them, up to `limit`:
   * storage counts no further (application-count.ts).
   */
  countNew(limit: number): Promise<number>;
  /**
   * Applications whose field equals one of the values exactly, newest first, at most `limit`.
   * For 'name', `values` are a name's words (name-keys.ts nameSearchWords, the longest first):
   * storage is asked for the newest `limit` applications with a key equal to the first, and of
   * those only the ones holding every other word as a key are returned, so a search of several
   * words reads at most `limit` and may find fewer than exist (the newest come first).
   */
  search(
    field: SearchField,
    values: readonly string[],
    limit: number,
  ): Promise<ApplicationRecord[]>;
  /** One application, kept up to date; undefined when there is none with that id. */
  watchApplication(
    id: ApplicationId,
    listener: Listener<ApplicationRecord | undefined>,
  ): Unsubscribe;
  /** Its history, oldest first, kept up to date. */
  watchHistory(id: ApplicationId, listener: Listener<HistoryEntry[]>): Unsubscribe;
  /**
   * Moves an application to another stage and records who did it, in one step, stamping its
   * progress (progressAt) with storage's clock. Rejects with
   * StaleStageError when the application is no longer at `change.from` (someone else moved it).
   */
  recordTransition(id: ApplicationId, change: StageChange, by: SignedInUser): Promise<void>;
  addNote(id: ApplicationId, text: string, by: SignedInUser): Promise<void>;
  /**
   * Stamps the application as opened (openedAt, with storage's clock) the first time a member
   * opens it (opened.ts): never again once stamped, never on what is not a live application (none
   * with that id, or only its erasure record), and nothing else of it changes. Resolves in each of
   * those cases alike, and when another member stamped it first.
   */
  markOpened(id: ApplicationId): Promise<void>;
  /**
   * Ticks or unticks one requirement of an application En trámite, with its history entry, in one
   * step, stamping its progress (progressAt) with storage's clock. Rejects with StaleStageError
   * when it is no longer En trámite.
   */
  recordRequirement(id: ApplicationId, change: RequirementChange, by: SignedInUser): Promise<void>;
}
