import type { ApplicationInbox } from '../../domain/staff/application-inbox';
import type { ApplicationRecord } from '../../domain/staff/application-record';
import { UnrecognisedSearchError } from '../../domain/staff/inbox-errors';
import { parseSearch } from '../../domain/staff/search-query';

/** One person rarely applies more than a few times; a bound keeps a mistyped search cheap. */
export const MAX_SEARCH_RESULTS = 20;

/** Finds applications by SOL number, DUI, phone or e-mail: exact matches, never a scan. */
export class SearchApplications {
  constructor(private readonly inbox: ApplicationInbox) {}

  async execute(text: string): Promise<ApplicationRecord[]> {
    const query = parseSearch(text);
    if (!query) throw new UnrecognisedSearchError(`Not a SOL number, DUI, phone or e-mail: ${text.length} characters`);
    return this.inbox.search(query.field, query.values, MAX_SEARCH_RESULTS);
  }
}
