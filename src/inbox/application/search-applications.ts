import { MAX_SEARCH_RESULTS, requireSearchQuery } from '../domain/search-query';
import type { ApplicationInbox } from '../../applications/domain/application-inbox';
import type { ApplicationRecord } from '../../applications/domain/application-record';
import type { Clock } from '../../shared/domain/clock';

export interface SearchResult {
  applications: ApplicationRecord[];
  /** When it was read: what each application's age is measured against. */
  asOf: Date;
}

/**
 * Finds applications by SOL number (4821 or SOL4821), DUI, phone, e-mail or the start of a name:
 * exact matches on indexed values, never a scan.
 */
export class SearchApplications {
  constructor(
    private readonly inbox: ApplicationInbox,
    private readonly clock: Clock,
  ) {}

  async execute(text: string): Promise<SearchResult> {
    const query = requireSearchQuery(text);
    const applications = await this.inbox.search(query.field, query.values, MAX_SEARCH_RESULTS);
    return { applications, asOf: this.clock.now() };
  }
}
