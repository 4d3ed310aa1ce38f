import type { Clock } from '../../shared/domain/clock';
import type { ApplicationId } from '../../submission/domain/application-id';
import type { RetentionStore } from '../domain/applicant-data-store';
import { ApplicationGoneError } from '../domain/privacy-errors';
import { retentionCutoff } from '../domain/retention';
import type { StaffMember } from '../../access/domain/staff-member';
import { COUNT_LIMIT } from '../../inbox/domain/application-count';
import { requireAdmin } from './admin-only';

/** Erased side by side: enough to be quick, few enough not to flood a slow office line. */
const ERASURES_AT_ONCE = 10;

export interface ExpiredCount {
  /** Up to COUNT_LIMIT: past a page, it says only that there are more (application-count.ts). */
  count: number;
  /** Applications sent at or before this moment have passed the period. */
  cutoff: Date;
}

/**
 * The retention the privacy notice promises: how many have expired, and their deletion in one
 * action.
 */
export class PurgeExpiredApplications {
  constructor(
    private readonly store: RetentionStore,
    private readonly clock: Clock,
    private readonly retentionMonths: number,
  ) {}

  async count(by: StaffMember): Promise<ExpiredCount> {
    requireAdmin(by);
    const cutoff = retentionCutoff(this.clock.now(), this.retentionMonths);
    return { count: await this.store.countPastRetention(cutoff, COUNT_LIMIT), cutoff };
  }

  /**
   * Erases every application past the period that is not Asociada, as a deletion on request
   * does (a record without personal data stays), and says which, in order. Stops at the first
   * failure; what was erased until then stays erased.
   */
  async execute(
    by: StaffMember,
    onProgress: (erased: number) => void = () => {},
  ): Promise<ApplicationId[]> {
    requireAdmin(by);
    const cutoff = retentionCutoff(this.clock.now(), this.retentionMonths);
    const erased = new Set<ApplicationId>();
    for (;;) {
      const ids = await this.store.pastRetention(cutoff, ERASURES_AT_ONCE);
      if (ids.length === 0) return [...erased].sort();
      // Storage that kept listing what it had erased would loop for ever.
      if (ids.some((id) => erased.has(id)))
        throw new Error('An erased application is still listed as past retention');
      await Promise.all(
        ids.map(async (id) => {
          try {
            await this.store.erase(id, 'plazo-vencido', by);
          } catch (error) {
            // Another admin's purge got there first: it is erased all the same.
            if (!(error instanceof ApplicationGoneError)) throw error;
          }
          erased.add(id);
        }),
      );
      onProgress(erased.size);
    }
  }
}
