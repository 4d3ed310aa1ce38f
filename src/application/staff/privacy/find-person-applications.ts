import type { ApplicantDataStore } from '../../../domain/privacy/applicant-data-store';
import type { ErasureRecord } from '../../../domain/privacy/erasure';
import type { ApplicationInbox } from '../../../domain/staff/application-inbox';
import type { ApplicationRecord } from '../../../domain/staff/application-record';
import { UnrecognisedSearchError } from '../../../domain/staff/inbox-errors';
import { parseSearch } from '../../../domain/staff/search-query';
import type { StaffMember } from '../../../domain/staff/staff-member';
import { MAX_SEARCH_RESULTS } from '../search-applications';
import { requireAdmin } from './admin-only';

export interface PersonLookup {
  applications: ApplicationRecord[];
  /** What is left of an erased application, when a SOL number was asked for. */
  erasure: ErasureRecord | undefined;
}

/**
 * A rights request starts here: every application of one person, by their DUI (a person may
 * have applied more than once), or one application by its SOL number, erased ones included.
 */
export class FindPersonApplications {
  constructor(private readonly inbox: ApplicationInbox, private readonly store: ApplicantDataStore) {}

  async execute(text: string, by: StaffMember): Promise<PersonLookup> {
    requireAdmin(by);
    const query = parseSearch(text);
    if (query?.field === 'dui') return { applications: await this.inbox.search('dui', query.values, MAX_SEARCH_RESULTS), erasure: undefined };
    if (query?.field !== 'id') throw new UnrecognisedSearchError(`Not a DUI or SOL number: ${text.length} characters`);
    const [applications, erasure] = await Promise.all([this.inbox.search('id', query.values, 1), this.store.erasureOf(query.values[0] as ApplicationRecord['id'])]);
    return { applications, erasure };
  }
}
