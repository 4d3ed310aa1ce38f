import type { Clock } from '../../shared/domain/clock';
import type { ApplicationId } from '../../applications/domain/application-id';
import { parseSearch } from '../../inbox/domain/search-query';
import type { ApplicantDataStore } from '../../applications/domain/applicant-data-store';
import type { ErasureReason } from '../../applications/domain/erasure-record';
import { quarantineEnd, retentionCutoff } from '../domain/retention';
import { isPastQuarantine } from '../../applications/domain/retention-matches';

/** What staff are told of a number whose application was erased: when, why, and its quarantine. */
export interface ErasedNumber {
  id: ApplicationId;
  erasedAt: Date;
  reason: ErasureReason;
  /** The earliest the number may be given to someone else. */
  reusableFrom: Date;
  /** The quarantine has not ended: nobody else holds this number. */
  quarantined: boolean;
}

/**
 * For the inbox's search, every member's: when a SOL number finds no application, whether one
 * was erased under it. No personal data, and not who erased it (the admins' screen says that).
 */
export class LookUpErasedNumber {
  constructor(
    private readonly store: Pick<ApplicantDataStore, 'erasureOf'>,
    private readonly clock: Clock,
    private readonly quarantineMonths: number,
  ) {}

  /** Undefined unless `text` is a SOL number with an erasure record. */
  async execute(text: string): Promise<ErasedNumber | undefined> {
    const query = parseSearch(text);
    if (query?.field !== 'id') return undefined;
    const record = await this.store.erasureOf(query.values[0] as ApplicationId);
    if (!record) return undefined;
    const cutoff = retentionCutoff(this.clock.now(), this.quarantineMonths);
    return {
      id: record.id,
      erasedAt: record.erasedAt,
      reason: record.reason,
      reusableFrom: quarantineEnd(record.erasedAt, this.quarantineMonths),
      quarantined: !isPastQuarantine(record, cutoff),
    };
  }
}
