import type {
  ApplicationInbox,
  InboxPage,
  PageCursor,
} from '../../applications/domain/application-inbox';
import type { ListFilter } from '../domain/list-filters';
import { INBOX_PAGE_SIZE } from '../../applications/domain/application-lists';
import { waitingCutoff } from '../../applications/domain/progress';
import type { Listener, Unsubscribe } from '../../shared/domain/listener';

/**
 * A page of a list, with the moment it was read (the Clock's): what the list measures each
 * application's age and time without progress against.
 */
export interface ListPage extends InboxPage {
  asOf: Date;
}

/**
 * The live first page of a list. 'Esperando al solicitante' asks storage for what had no progress
 * before the cutoff as of `now`; the cutoff stays as the list was opened.
 */
export function watchList(
  inbox: ApplicationInbox,
  filter: ListFilter,
  now: Date,
  listener: Listener<InboxPage>,
): Unsubscribe {
  return filter === 'esperando'
    ? inbox.watchWaitingFirstPage(waitingCutoff(now), INBOX_PAGE_SIZE, listener)
    : inbox.watchFirstPage(filter, INBOX_PAGE_SIZE, listener);
}

/** The page of a list after `after`, read once, its cutoff as of `now`. */
export function nextOfList(
  inbox: ApplicationInbox,
  filter: ListFilter,
  now: Date,
  after: PageCursor,
): Promise<InboxPage> {
  return filter === 'esperando'
    ? inbox.nextWaitingPage(waitingCutoff(now), after, INBOX_PAGE_SIZE)
    : inbox.nextPage(filter, after, INBOX_PAGE_SIZE);
}
