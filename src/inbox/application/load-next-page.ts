import type { ApplicationInbox, PageCursor } from '../../applications/domain/application-inbox';
import type { ListFilter } from '../domain/list-filters';
import type { Clock } from '../../shared/domain/clock';
import { nextOfList, type ListPage } from './list-reads';

/** The page after `after`, read once, when staff ask for more. */
export class LoadNextPage {
  constructor(
    private readonly inbox: ApplicationInbox,
    private readonly clock: Clock,
  ) {}

  async execute(filter: ListFilter, after: PageCursor): Promise<ListPage> {
    const now = this.clock.now();
    return { ...(await nextOfList(this.inbox, filter, now, after)), asOf: now };
  }
}
