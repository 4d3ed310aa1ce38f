import type { SignedInUser } from '../../../access/domain/staff-member';
import type { InMemoryAuditLog } from '../../../audit/adapters/memory/in-memory-audit-log';
import type { ApplicationId } from '../../../applications/domain/application-id';
import { isSpam, type SpamRemoval, type SpamRemovalOutcome } from '../../domain/spam-removal';
import type { InMemoryApplicationStore } from '../../../applications/adapters/memory/in-memory-application-store';

/** Spam removal on the in-memory store, recorded in the in-memory audit log. */
export class InMemorySpamRemoval implements SpamRemoval {
  constructor(
    private readonly store: InMemoryApplicationStore,
    private readonly auditLog: InMemoryAuditLog,
  ) {}

  async remove(ids: readonly ApplicationId[], by: SignedInUser): Promise<SpamRemovalOutcome> {
    await this.store.roundTrip();
    const removed = ids.filter((id) => {
      const record = this.store.records.get(id);
      return record !== undefined && isSpam(record);
    });
    const kept = ids.filter((id) => !removed.includes(id));
    if (removed.length > 0) {
      this.auditLog.append({ kind: 'eliminacion-de-spam', numbers: removed }, by);
      for (const id of removed) this.store.remove(id);
    }
    return { removed, kept };
  }
}
