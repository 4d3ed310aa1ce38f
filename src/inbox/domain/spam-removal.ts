import type { SignedInUser } from '../../access/domain/staff-member';
import type { ApplicationId } from '../../applications/domain/application-id';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../applications/domain/application-record';

/** What a removal did: which it deleted, and which it left because they were no longer spam. */
export interface SpamRemovalOutcome {
  removed: ApplicationId[];
  /** Reopened (or gone) since the list was shown: left as they are. */
  kept: ApplicationId[];
}

/** Closed with the reason 'spam': what an admin may remove. */
export const isSpam = (record: ApplicationRecord): boolean =>
  stageOfRecord(record) === 'cerrada' && record.closeReason === 'spam';

/**
 * The admins' port to remove spam: each application still closed as spam is deleted with its
 * history, and its number is free at once; the audit log gets one record of the removal (the
 * numbers, when, who, how many) before anything is deleted. Adapters pass
 * tests/contract/spam-removal-contract.ts.
 */
export interface SpamRemoval {
  remove(ids: readonly ApplicationId[], by: SignedInUser): Promise<SpamRemovalOutcome>;
}
