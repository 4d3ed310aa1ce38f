import type { ApplicationInbox } from '../../applications/domain/application-inbox';
import type { ListFilter } from '../domain/list-filters';
import type { Clock } from '../../shared/domain/clock';
import type { Listener, Unsubscribe } from '../../shared/domain/listener';
import { watchList, type ListPage } from './list-reads';

/**
 * The first page of a list (newest first; those waiting on the applicant, longest waiting first),
 * kept up to date: a new application appears without asking. Each value says when it was read.
 */
export class WatchInboxPage {
  constructor(
    private readonly inbox: ApplicationInbox,
    private readonly clock: Clock,
  ) {}

  watch(filter: ListFilter, listener: Listener<ListPage>): Unsubscribe {
    return watchList(this.inbox, filter, this.clock.now(), {
      next: (page) => listener.next({ ...page, asOf: this.clock.now() }),
      error: (error) => listener.error(error),
    });
  }
}
