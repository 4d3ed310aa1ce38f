import { isAdmin, type StaffMember } from '../../access/domain/staff-member';
import { MAX_NUMBERS_PER_REMOVAL } from '../../audit/domain/audit-record';
import type { ApplicationId } from '../../applications/domain/application-id';
import { SpamRemovalRefusedError } from '../domain/inbox-errors';
import type { SpamRemoval, SpamRemovalOutcome } from '../domain/spam-removal';

/**
 * An admin removes the spam a list shows, in one confirmed action: gone with its history, its
 * number free again, the removal in the audit log. Storage's rules refuse staff, and anything not
 * closed as spam, whatever this checks.
 */
export class RemoveSpam {
  constructor(private readonly removal: SpamRemoval) {}

  execute(ids: readonly ApplicationId[], member: StaffMember): Promise<SpamRemovalOutcome> {
    if (!isAdmin(member)) throw new SpamRemovalRefusedError(`${member.role} may not remove spam`);
    const unique = [...new Set(ids)];
    if (unique.length === 0 || unique.length > MAX_NUMBERS_PER_REMOVAL)
      throw new SpamRemovalRefusedError(
        `A removal names 1 to ${MAX_NUMBERS_PER_REMOVAL} numbers, not ${unique.length}`,
      );
    return this.removal.remove(unique, member);
  }
}
