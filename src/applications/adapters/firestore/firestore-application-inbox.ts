import {
  getCountFromServer,
  limit,
  limitToLast,
  onSnapshot,
  query,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { ApplicationId } from '../../domain/application-id';
import type * as Inbox from '../../domain/application-inbox';
import type { StageFilter } from '../../domain/application-lists';
import type { Listener, Unsubscribe } from '../../../shared/domain/listener';
import type { ApplicationRecord } from '../../domain/application-record';
import type { HistoryEntry, StageChange } from '../../domain/history-entry';
import type { SignedInUser } from '../../../access/domain/staff-member';
import { liveApplicationOf, toHistoryEntry } from './application-document';
import { addNote, recordRequirement, recordTransition } from './history-writes';
import type { RequirementChange } from '../../domain/requirements/checklist';
import { InboxPages } from './inbox-pages';
import { markOpened } from './opened-stamp';
import {
  COUNT_NEW_SHAPE,
  HISTORY_SHAPE,
  atMost,
  MAX_DOCUMENTS_PER_READ,
  MAX_HISTORY_ENTRIES,
} from './application-query-shapes';
import { constraintsOf } from '../../../shared/adapters/staff-firebase/query-from-shape';
import { searchApplications } from './search-applications';
import { applicationIn, applicationsIn, historyIn } from './application-paths';
import { BoundedFirestoreAdapter } from '../../../shared/adapters/staff-firebase/bounded-adapter';
import { watchMapped } from '../../../shared/adapters/staff-firebase/watch-mapped';

/**
 * Applications in Cloud Firestore for signed-in staff (full SDK, memory cache). Lists are live
 * first pages and one-shot later pages, newest first; every read is bounded
 * (application-query-shapes.ts). A move of stage and its history entry are one transaction,
 * which firestore.rules requires. Documents are read through their mappers
 * (application-document.ts): one that cannot be read is reported, in a list's `unreadable`
 * (inbox-pages.ts), or as the error of anything else that reads it, never passed on half-read.
 */
export class FirestoreApplicationInbox
  extends BoundedFirestoreAdapter
  implements Inbox.ApplicationInbox
{
  private readonly pages = new InboxPages(this.db, this.bounded);

  watchFirstPage(
    filter: StageFilter,
    pageSize: number,
    listener: Listener<Inbox.InboxPage>,
  ): Unsubscribe {
    return this.pages.watchFirst(filter, pageSize, listener);
  }

  nextPage(
    filter: StageFilter,
    after: Inbox.PageCursor,
    pageSize: number,
  ): Promise<Inbox.InboxPage> {
    return this.pages.next(filter, after, pageSize);
  }

  watchWaitingFirstPage(
    cutoff: Date,
    pageSize: number,
    listener: Listener<Inbox.InboxPage>,
  ): Unsubscribe {
    return this.pages.watchWaitingFirst(cutoff, pageSize, listener);
  }

  nextWaitingPage(
    cutoff: Date,
    after: Inbox.PageCursor,
    pageSize: number,
  ): Promise<Inbox.InboxPage> {
    return this.pages.nextWaiting(cutoff, after, pageSize);
  }

  /** At most MAX_DOCUMENTS_PER_READ: firestore.rules bound a count as they bound a page. */
  async countNew(max: number): Promise<number> {
    const count = getCountFromServer(
      query(
        applicationsIn(this.db),
        ...constraintsOf(COUNT_NEW_SHAPE),
        limit(atMost(max, MAX_DOCUMENTS_PER_READ)),
      ),
    );
    return (await this.bounded('Firestore count', count)).data().count;
  }

  search(
    field: Inbox.SearchField,
    values: readonly string[],
    max: number,
  ): Promise<ApplicationRecord[]> {
    return searchApplications(this.db, this.bounded, field, values, max);
  }

  /**
   * Undefined as well once the application is erased: its erasure record is no application. A
   * damaged document ends the watch with MalformedDocumentError: the view shows its error state.
   */
  watchApplication(
    id: ApplicationId,
    listener: Listener<ApplicationRecord | undefined>,
  ): Unsubscribe {
    return watchMapped(
      (next, error) => onSnapshot(applicationIn(this.db, id), next, error),
      liveApplicationOf,
      listener,
    );
  }

  /**
   * The newest MAX_HISTORY_ENTRIES, oldest first. One damaged entry fails the whole history
   * (MalformedDocumentError): a record of who did what, shown with a gap, would mislead.
   */
  watchHistory(id: ApplicationId, listener: Listener<HistoryEntry[]>): Unsubscribe {
    const newest = query(
      historyIn(this.db, id),
      ...constraintsOf(HISTORY_SHAPE),
      limitToLast(MAX_HISTORY_ENTRIES),
    );
    const entries = (snapshot: QuerySnapshot) => snapshot.docs.map(toHistoryEntry);
    return watchMapped((next, error) => onSnapshot(newest, next, error), entries, listener);
  }

  recordTransition(id: ApplicationId, change: StageChange, by: SignedInUser): Promise<void> {
    return recordTransition(this.db, this.bounded, id, change, by);
  }

  addNote(id: ApplicationId, text: string, by: SignedInUser): Promise<void> {
    return addNote(this.db, this.bounded, id, text, by);
  }

  recordRequirement(id: ApplicationId, change: RequirementChange, by: SignedInUser): Promise<void> {
    return recordRequirement(this.db, this.bounded, id, change, by);
  }

  markOpened(id: ApplicationId): Promise<void> {
    return markOpened(this.db, this.bounded, id);
  }
}
