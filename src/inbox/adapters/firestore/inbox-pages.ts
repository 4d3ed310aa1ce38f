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
import type { ApplicationId } from '../../../submission/domain/application-id';
import {
  INBOX_PAGE_SIZE,
  type InboxPage,
  type PageCursor,
  type StageFilter,
} from '../../domain/application-inbox';
import type { Listener, Unsubscribe } from '../../../shared/domain/listener';
import type { ApplicationRecord } from '../../domain/application-record';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';
import { isLiveApplication, toApplicationRecord } from './application-document';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import { atMost } from './inbox-limits';
import { stageListShape } from './inbox-query-shapes';
import { constraintsOf } from './query-from-shape';
import { applicationIn, applicationsIn } from '../../../shared/adapters/staff-firebase/staff-paths';
import { ESTIMATED_TIMES } from '../../../shared/adapters/staff-firebase/document-reader';
import { watchMapped } from '../../../shared/adapters/staff-firebase/watch-mapped';

/**
 * Where a page starts: the exact document (dates have microseconds), or its date and id when that
 * is all there is.
 */
type Anchor = DocumentSnapshot | [Timestamp, string];

/**
 * A cursor's date: its document's. One too damaged to have a date gives an invalid one; the
 * snapshot kept in `anchors` still says exactly where the next page starts, and only a cursor
 * rebuilt from elsewhere (anchorOf) would need the date.
 */
function cursorDateOf(last: DocumentSnapshot): Date {
  const date: unknown = last.get('date', ESTIMATED_TIMES);
  return date instanceof Timestamp ? date.toDate() : new Date(Number.NaN);
}

/**
 * Lists newest first, a page at a time: the first one live, later ones read once from a cursor.
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
    const size = atMost(pageSize, INBOX_PAGE_SIZE);
    const page = this.pageQuery(filter, size);
    const toPage = (snapshot: QuerySnapshot) => this.toPage(snapshot.docs, size);
    return watchMapped((next, error) => onSnapshot(page, next, error), toPage, listener);
  }

  async next(filter: StageFilter, after: PageCursor, pageSize: number): Promise<InboxPage> {
    const size = atMost(pageSize, INBOX_PAGE_SIZE);
    const anchor = this.anchors.get(after) ?? (await this.anchorOf(after));
    const snapshot = await this.bounded(
      'Firestore page',
      getDocsFromServer(this.pageQuery(filter, size, anchor)),
    );
    return this.toPage(snapshot.docs, size);
  }

  /**
   * A cursor from elsewhere (a link, say): its document gives the exact position, unless it has
   * been erased since (an erasure record has no date to start after).
   */
  private async anchorOf(cursor: PageCursor): Promise<Anchor> {
    const snapshot = await this.bounded(
      'Firestore get',
      getDocFromServer(applicationIn(this.db, cursor.id)),
    );
    return isLiveApplication(snapshot) ? snapshot : [Timestamp.fromDate(cursor.date), cursor.id];
  }

  /** One document more than the page, to know whether another page follows. */
  private pageQuery(filter: StageFilter, size: number, after?: Anchor): Query {
    const position =
      after === undefined ? [] : [Array.isArray(after) ? startAfter(...after) : startAfter(after)];
    return query(
      applicationsIn(this.db),
      ...constraintsOf(stageListShape(filter)),
      ...position,
      limit(size + 1),
    );
  }

  private toPage(documents: QueryDocumentSnapshot[], size: number): InboxPage {
    const applications: ApplicationRecord[] = [];
    const unreadable: MalformedDocumentError[] = [];
    for (const document of documents.slice(0, size)) {
      try {
        applications.push(toApplicationRecord(document));
      } catch (error) {
        if (!(error instanceof MalformedDocumentError)) throw error;
        unreadable.push(error);
      }
    }
    const last = documents[size - 1];
    const hasMore = documents.length > size && last !== undefined;
    if (!hasMore) return { applications, next: null, unreadable };
    const next: PageCursor = { date: cursorDateOf(last), id: last.id as ApplicationId };
    this.anchors.set(next, last);
    return { applications, next, unreadable };
  }
}
