import type { ApplicationInbox, InboxPage, StageFilter } from '../domain/application-inbox';
import type { Listener, Unsubscribe } from '../../shared/domain/listener';

/**
 * How many applications a list shows at once, and each 'Cargar más' adds. Thirty of the largest
 * applications the rules accept stay under 200 KB, what one read may download on a slow line.
 */
export const INBOX_PAGE_SIZE = 30;

/** The first page of a list, newest first, kept up to date: a new application appears without asking. */
export class WatchInboxPage {
  constructor(private readonly inbox: ApplicationInbox) {}

  watch(filter: StageFilter, listener: Listener<InboxPage>): Unsubscribe {
    return this.inbox.watchFirstPage(filter, INBOX_PAGE_SIZE, listener);
  }
}
