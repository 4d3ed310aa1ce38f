import type { ApplicationId } from '../../applications/domain/application-id';
import type { ApplicationInbox } from '../../applications/domain/application-inbox';
import type { Listener, Unsubscribe } from '../../shared/domain/listener';
import type { ApplicationRecord } from '../../applications/domain/application-record';
import type { HistoryEntry } from '../../applications/domain/history-entry';

/** One application as it is now: another person's change shows while staff look at it. */
export class WatchApplication {
  constructor(private readonly inbox: ApplicationInbox) {}

  watch(id: ApplicationId, listener: Listener<ApplicationRecord | undefined>): Unsubscribe {
    return this.inbox.watchApplication(id, listener);
  }
}

/** An application's history (changes of stage and notes), oldest first, kept up to date. */
export class WatchApplicationHistory {
  constructor(private readonly inbox: ApplicationInbox) {}

  watch(id: ApplicationId, listener: Listener<HistoryEntry[]>): Unsubscribe {
    return this.inbox.watchHistory(id, listener);
  }
}
