import {
  getDocFromServer, getDocsFromServer, limit, onSnapshot, query, startAfter, Timestamp,
  type DocumentSnapshot, type Firestore, type Query, type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { ApplicationId } from '../../../submission/domain/application-id';
import { INBOX_PAGE_SIZE, type InboxPage, type PageCursor, type StageFilter } from '../../domain/application-inbox';
import type { Listener, Unsubscribe } from '../../../shared/domain/listener';
import { liveApplicationOf, toApplicationRecord } from './application-document';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import { atMost } from './inbox-limits';
import { stageListShape } from './inbox-query-shapes';
import { constraintsOf } from './query-from-shape';
import { applicationIn, applicationsIn } from '../../../shared/adapters/staff-firebase/staff-paths';

/** Where a page starts: the exact document (dates have microseconds), or its date and id when that is all there is. */
type Anchor = DocumentSnapshot | [Timestamp, string];

/** Lists newest first, a page at a time: the first one live, later ones read once from a cursor. */
export class InboxPages {
  /** The snapshot behind each cursor handed out: an exact position, and no read to find it again. */
  private readonly anchors = new WeakMap<PageCursor, DocumentSnapshot>();

  constructor(private readonly db: Firestore, private readonly bounded: BoundedCall) {}

  watchFirst(filter: StageFilter, pageSize: number, listener: Listener<InboxPage>): Unsubscribe {
    const size = atMost(pageSize, INBOX_PAGE_SIZE);
    return onSnapshot(this.pageQuery(filter, size), (snapshot) => listener.next(this.toPage(snapshot.docs, size)), (error) => listener.error(error));
  }

  async next(filter: StageFilter, after: PageCursor, pageSize: number): Promise<InboxPage> {
    const size = atMost(pageSize, INBOX_PAGE_SIZE);
    const anchor = this.anchors.get(after) ?? (await this.anchorOf(after));
    const snapshot = await this.bounded('Firestore page', getDocsFromServer(this.pageQuery(filter, size, anchor)));
    return this.toPage(snapshot.docs, size);
  }

  /**
   * A cursor from elsewhere (a link, say): its document gives the exact position, unless it has
   * been erased since (an erasure record has no date to start after).
   */
  private async anchorOf(cursor: PageCursor): Promise<Anchor> {
    const snapshot = await this.bounded('Firestore get', getDocFromServer(applicationIn(this.db, cursor.id)));
    return liveApplicationOf(snapshot) ? snapshot : [Timestamp.fromDate(cursor.date), cursor.id];
  }

  /** One document more than the page, to know whether another page follows. */
  private pageQuery(filter: StageFilter, size: number, after?: Anchor): Query {
    const position = after === undefined ? [] : [Array.isArray(after) ? startAfter(...after) : startAfter(after)];
    return query(applicationsIn(this.db), ...constraintsOf(stageListShape(filter)), ...position, limit(size + 1));
  }

  private toPage(documents: QueryDocumentSnapshot[], size: number): InboxPage {
    const applications = documents.slice(0, size).map(toApplicationRecord);
    const last = documents[size - 1];
    if (documents.length <= size || last === undefined) return { applications, next: null };
    const next: PageCursor = { date: toApplicationRecord(last).date, id: last.id as ApplicationId };
    this.anchors.set(next, last);
    return { applications, next };
  }
}
