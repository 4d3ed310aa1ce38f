import type { Clock } from '../../shared/domain/clock';
import type { ApplicationId } from '../../applications/domain/application-id';
import type { RetentionStore } from '../../applications/domain/applicant-data-store';
import { ApplicationGoneError } from '../../applications/domain/erasure-errors';
import { retentionCutoff } from '../domain/retention';
import type { StaffMember } from '../../access/domain/staff-member';
import { COUNT_LIMIT, MAX_COUNT_SHOWN } from '../../inbox/domain/application-count';
import { requireAdmin } from './admin-only';

/** Erased side by side: enough to be quick, few enough not to flood a slow office line. */
const ERASURES_AT_ONCE = 10;

export interface ExpiredCount {
  /** Up to COUNT_LIMIT: past a page, it says only that there are more (application-count.ts). */
  count: number;
  /** Applications sent at or before this moment have passed the period. */
  cutoff: Date;
  /** Erasure records past the number quarantine, up to COUNT_LIMIT: numbers the purge frees. */
  quarantineEnded: number;
  /** Erasure records made at or before this moment have served the quarantine. */
  quarantineCutoff: Date;
}

export interface ExpiredList {
  /** The oldest expired applications, at most MAX_COUNT_SHOWN. */
  ids: ApplicationId[];
  /** Whether more expired than are listed. */
  more: boolean;
}

export interface PurgeOutcome {
  /** The applications erased, in number order. */
  erased: ApplicationId[];
  /** The numbers whose erasure records passed the quarantine and were deleted, in order. */
  freed: ApplicationId[];
}

/**
 * The retention the privacy notice promises: how many have expired, and their deletion in one
 * action; and the end of the number quarantine, in the same action.
 */
export class PurgeExpiredApplications {
  constructor(
    private readonly store: RetentionStore,
    private readonly clock: Clock,
    private readonly retentionMonths: number,
    private readonly quarantineMonths: number,
  ) {}

  async count(by: StaffMember): Promise<ExpiredCount> {
    requireAdmin(by);
    const now = this.clock.now();
    const cutoff = retentionCutoff(now, this.retentionMonths);
    const quarantineCutoff = retentionCutoff(now, this.quarantineMonths);
    const [count, quarantineEnded] = await Promise.all([
      this.store.countPastRetention(cutoff, COUNT_LIMIT),
      this.store.countPastQuarantine(quarantineCutoff, COUNT_LIMIT),
    ]);
    return { count, cutoff, quarantineEnded, quarantineCutoff };
  }

  /**
   * Which applications the purge would erase, oldest first, named before an admin confirms: up to
   * a page of the inbox (MAX_COUNT_SHOWN), and whether there are more. One page of numbers.
   */
  async listExpired(by: StaffMember): Promise<ExpiredList> {
    requireAdmin(by);
    const cutoff = retentionCutoff(this.clock.now(), this.retentionMonths);
    const ids = await this.store.pastRetention(cutoff, MAX_COUNT_SHOWN + 1);
    return { ids: ids.slice(0, MAX_COUNT_SHOWN), more: ids.length > MAX_COUNT_SHOWN };
  }

  /**
   * Erases every application past the period that is not Asociada, as a deletion on request
   * does (a record without personal data stays), then deletes the erasure records past the
   * quarantine, which frees their numbers; and says which, in order. `onProgress` counts the
   * erasures. Stops at the first failure; what was done until then stays done.
   */
  async execute(
    by: StaffMember,
    onProgress: (erased: number) => void = () => {},
  ): Promise<PurgeOutcome> {
    requireAdmin(by);
    const now = this.clock.now();
    const erased = await this.eraseExpired(
      retentionCutoff(now, this.retentionMonths),
      by,
      onProgress,
    );
    // A record made just now is never past the quarantine: the erasures above free nothing.
    const freed = await this.releaseQuarantined(retentionCutoff(now, this.quarantineMonths));
    return { erased, freed };
  }

  private async eraseExpired(
    cutoff: Date,
    by: StaffMember,
    onProgress: (erased: number) => void,
  ): Promise<ApplicationId[]> {
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

  /** A page of the oldest records at a time (storage bills per document read), until none. */
  private async releaseQuarantined(cutoff: Date): Promise<ApplicationId[]> {
    const freed = new Set<ApplicationId>();
    for (;;) {
      const ids = await this.store.pastQuarantine(cutoff, ERASURES_AT_ONCE);
      if (ids.length === 0) return [...freed].sort();
      if (ids.some((id) => freed.has(id)))
        throw new Error('A released number is still listed as quarantined');
      // Released already by another purge: release does nothing, and it is free all the same.
      await Promise.all(ids.map((id) => this.store.release(id, cutoff)));
      for (const id of ids) freed.add(id);
    }
  }
}
