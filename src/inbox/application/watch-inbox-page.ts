import {
  INBOX_PAGE_SIZE,
  type ApplicationInbox,
  type InboxPage,
  type StageFilter,
} from '../domain/application-inbox';
import type { Listener, Unsubscribe } from '../../shared/domain/listener';

/**
 * The first page of a list, newest first, kept up to date: a new application appears without
 * asking.
 */
export class WatchInboxPage {
  constructor(private readonly inbox: ApplicationInbox) {}

  watch(filter: StageFilter, listener: Listener<InboxPage>): Unsubscribe {
    return this.inbox.watchFirstPage(filter, INBOX_PAGE_SIZE, listener);
  }
}
