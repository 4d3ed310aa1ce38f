import type { ApplicationInbox } from '../../applications/domain/application-inbox';
import type { Listener, Unsubscribe } from '../../shared/domain/listener';
import { INBOX_PAGE_SIZE } from '../../applications/domain/application-lists';
import { COUNT_LIMIT } from '../domain/application-count';

/**
 * How many applications are Nueva, up to COUNT_LIMIT (past it, only that there are more than a
 * page), kept up to date. Storage counts without reading the
 * applications, but a count is not live: it is asked again whenever the first page of Nuevas
 * changes, which is when one arrives or leaves that page. (With more than a page of Nuevas, a
 * change beyond the first page shows at the next change.)
 */
export class WatchNewCount {
  constructor(private readonly inbox: ApplicationInbox) {}

  watch(listener: Listener<number>): Unsubscribe {
    let active = true;
    let asked = 0;
    const recount = () => {
      const ask = ++asked;
      this.inbox.countNew(COUNT_LIMIT).then(
        // A slow answer to an older question must not overwrite a newer one.
        (count) => active && ask === asked && listener.next(count),
        (error: Error) => active && listener.error(error),
      );
    };
    const stop = this.inbox.watchFirstPage('nueva', INBOX_PAGE_SIZE, {
      next: recount,
      error: (error) => active && listener.error(error),
    });
    return () => {
      active = false;
      stop();
    };
  }
}
