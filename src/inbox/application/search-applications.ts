import { MAX_SEARCH_RESULTS, requireSearchQuery } from '../domain/search-query';
import type { ApplicationInbox } from '../domain/application-inbox';
import type { ApplicationRecord } from '../domain/application-record';

/** Finds applications by SOL number, DUI, phone or e-mail: exact matches, never a scan. */
export class SearchApplications {
  constructor(private readonly inbox: ApplicationInbox) {}

  async execute(text: string): Promise<ApplicationRecord[]> {
    const query = requireSearchQuery(text);
    return this.inbox.search(query.field, query.values, MAX_SEARCH_RESULTS);
  }
}
