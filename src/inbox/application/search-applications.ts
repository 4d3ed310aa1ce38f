import { MAX_SEARCH_RESULTS } from '../domain/search-query';
import type { ApplicationInbox } from '../domain/application-inbox';
import type { ApplicationRecord } from '../domain/application-record';
import { requireSearchQuery } from '../domain/search-query';

/** Finds applications by SOL number, DUI, phone or e-mail: exact matches, never a scan. */
export class SearchApplications {
  constructor(private readonly inbox: ApplicationInbox) {}

  async execute(text: string): Promise<ApplicationRecord[]> {
    const query = requireSearchQuery(text);
    return this.inbox.search(query.field, query.values, MAX_SEARCH_RESULTS);
  }
}
