import { MAX_SEARCH_RESULTS, requireSearchQuery } from '../../inbox/domain/search-query';
import type { ApplicantDataStore } from '../../applications/domain/applicant-data-store';
import type { ErasureRecord } from '../../applications/domain/erasure-record';
import type { ApplicationInbox } from '../../applications/domain/application-inbox';
import type { ApplicationRecord } from '../../applications/domain/application-record';
import type { StaffMember } from '../../access/domain/staff-member';
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
  constructor(
    private readonly inbox: ApplicationInbox,
    private readonly store: ApplicantDataStore,
  ) {}

  async execute(text: string, by: StaffMember): Promise<PersonLookup> {
    requireAdmin(by);
    const query = requireSearchQuery(text, ['dui', 'id']);
    if (query.field === 'dui')
      return {
        applications: await this.inbox.search('dui', query.values, MAX_SEARCH_RESULTS),
        erasure: undefined,
      };
    const [applications, erasure] = await Promise.all([
      this.inbox.search('id', query.values, 1),
      this.store.erasureOf(query.values[0] as ApplicationRecord['id']),
    ]);
    return { applications, erasure };
  }
}
