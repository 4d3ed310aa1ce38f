import type { ApplicationId } from '../../domain/application-id';
import type { ApplicationInbox, Listener, Unsubscribe } from '../../domain/staff/application-inbox';
import type { ApplicationRecord } from '../../domain/staff/application-record';
import type { HistoryEntry } from '../../domain/staff/history-entry';

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
