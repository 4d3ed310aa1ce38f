import type {
  ApplicationInbox,
  InboxPage,
  PageCursor,
  StageFilter,
} from '../domain/application-inbox';
import { INBOX_PAGE_SIZE } from '../domain/application-inbox';

/** The page after `after`, read once, when staff ask for more. */
export class LoadNextPage {
  constructor(private readonly inbox: ApplicationInbox) {}

  execute(filter: StageFilter, after: PageCursor): Promise<InboxPage> {
    return this.inbox.nextPage(filter, after, INBOX_PAGE_SIZE);
  }
}
