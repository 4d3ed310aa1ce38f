import {
  getDocFromServer,
  getDocsFromServer,
  limit,
  onSnapshot,
  query,
  startAfter,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { ApplicationId } from '../../domain/application-id';
import type { InboxPage, PageCursor } from '../../domain/application-inbox';
import { INBOX_PAGE_SIZE, type StageFilter } from '../../domain/application-lists';
import type { Listener, Unsubscribe } from '../../../shared/domain/listener';
import type { ApplicationRecord } from '../../domain/application-record';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import { isLiveApplication, toApplicationRecord } from './application-document';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import type { QueryShape } from '../../../shared/adapters/firestore/query-shape';
import {
  PROGRESS_FIELD,
  stageListShape,
  waitingListShape,
  atMost,
} from './application-query-shapes';
import { isWaitingSince } from '../../domain/progress';
import { constraintsOf } from '../../../shared/adapters/staff-firebase/query-from-shape';
import { applicationIn, applicationsIn } from './application-paths';
import { ESTIMATED_TIMES } from '../../../shared/adapters/staff-firebase/document-reader';
import { watchMapped } from '../../../shared/adapters/staff-firebase/watch-mapped';

/**
 * Where a page starts: the exact document (dates have microseconds), or its date and id when that
 * is all there is.
 */
type Anchor = DocumentSnapshot | [Timestamp, string];

/**
 * A cursor's place in its list's order: its document's `date` (or, in the waiting list, its
 * `progressAt`). One too damaged to have it gives an invalid date; the snapshot kept in `anchors`
 * still says exactly where the next page starts, and only a cursor rebuilt from elsewhere
 * (anchorOf) would need the date.
 */
function cursorDateOf(last: DocumentSnapshot, field: string): Date {
  const date: unknown = last.get(field, ESTIMATED_TIMES);
  return date instanceof Timestamp ? date.toDate() : new Date(Number.NaN);
}

/** What a list asks storage, and which stored field its cursor's date is. */
interface ListQuery {
  shape: QueryShape;
  orderField: string;
  /** Of what storage returns, what the list shows (the waiting list: what misses something). */
  keep?: (record: ApplicationRecord) => boolean;
}

const stageList = (filter: StageFilter): ListQuery => ({
  shape: stageListShape(filter),
  orderField: 'date',
});

const waitingList = (cutoff: Date): ListQuery => ({
  shape: waitingListShape(cutoff),
  orderField: PROGRESS_FIELD,
  keep: (record) => isWaitingSince(record, cutoff),
});

/**
 * Lists newest first (the waiting list longest waiting first), a page at a time: the first one
 * live, later ones read once from a cursor.
 *
 * A document the mapper cannot read is left out of its page and reported in the page's
 * `unreadable`, not made the error of the whole list: for staff, one damaged application (edited
 * by hand in the console, as the rules let no client write one) must not hide every other one or
 * stop the live list, and the list names it so that someone has it fixed. It keeps its place, so
 * the page size and the cursor are as if it were shown.
 */
export class InboxPages {
  /**
   * The snapshot behind each cursor handed out: an exact position, and no read to find it again.
   */
  private readonly anchors = new WeakMap<PageCursor, DocumentSnapshot>();

  constructor(
    private readonly db: Firestore,
    private readonly bounded: BoundedCall,
  ) {}

  watchFirst(filter: StageFilter, pageSize: number, listener: Listener<InboxPage>): Unsubscribe {
    return this.watchFirstOf(stageList(filter), pageSize, listener);
  }

  next(filter: StageFilter, after: PageCursor, pageSize: number): Promise<InboxPage> {
    return this.nextOf(stageList(filter), after, pageSize);
  }

  watchWaitingFirst(cutoff: Date, pageSize: number, listener: Listener<InboxPage>): Unsubscribe {
    return this.watchFirstOf(waitingList(cutoff), pageSize, listener);
  }

  nextWaiting(cutoff: Date, after: PageCursor, pageSize: number): Promise<InboxPage> {
    return this.nextOf(waitingList(cutoff), after, pageSize);
  }

  private watchFirstOf(list: ListQuery, pageSize: number, listener: Listener<InboxPage>) {
    const size = atMost(pageSize, INBOX_PAGE_SIZE);
    const page = this.pageQuery(list, size);
    const toPage = (snapshot: QuerySnapshot) => this.toPage(list, snapshot.docs, size);
    return watchMapped((next, error) => onSnapshot(page, next, error), toPage, listener);
  }

  private async nextOf(list: ListQuery, after: PageCursor, pageSize: number): Promise<InboxPage> {
    const size = atMost(pageSize, INBOX_PAGE_SIZE);
    const anchor = this.anchors.get(after) ?? (await this.anchorOf(after));
    const snapshot = await this.bounded(
      'Firestore page',
      getDocsFromServer(this.pageQuery(list, size, anchor)),
    );
    return this.toPage(list, snapshot.docs, size);
  }

  /**
   * A cursor from elsewhere (a link, say): its document gives the exact position, unless it has
   * been erased since (an erasure record has no date to start after). Its date and id are the
   * list's order (date, or progress, then id).
   */
  private async anchorOf(cursor: PageCursor): Promise<Anchor> {
    const snapshot = await this.bounded(
      'Firestore get',
      getDocFromServer(applicationIn(this.db, cursor.id)),
    );
    return isLiveApplication(snapshot) ? snapshot : [Timestamp.fromDate(cursor.date), cursor.id];
  }

  /** One document more than the page, to know whether another page follows. */
  private pageQuery(list: ListQuery, size: number, after?: Anchor): Query {
    const position =
      after === undefined ? [] : [Array.isArray(after) ? startAfter(...after) : startAfter(after)];
    return query(
      applicationsIn(this.db),
      ...constraintsOf(list.shape),
      ...position,
      limit(size + 1),
    );
  }

  private toPage(list: ListQuery, documents: QueryDocumentSnapshot[], size: number): InboxPage {
    const applications: ApplicationRecord[] = [];
    const unreadable: MalformedDocumentError[] = [];
    for (const document of documents.slice(0, size)) {
      try {
        const record = toApplicationRecord(document);
        if (list.keep?.(record) ?? true) applications.push(record);
      } catch (error) {
        if (!(error instanceof MalformedDocumentError)) throw error;
        unreadable.push(error);
      }
    }
    const last = documents[size - 1];
    const hasMore = documents.length > size && last !== undefined;
    if (!hasMore) return { applications, next: null, unreadable };
    const next: PageCursor = {
      date: cursorDateOf(last, list.orderField),
      id: last.id as ApplicationId,
    };
    this.anchors.set(next, last);
    return { applications, next, unreadable };
  }
}
