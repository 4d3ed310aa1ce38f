import type { InMemoryAuditLog } from '../../../audit/adapters/memory/in-memory-audit-log';
import type { SignedInUser } from '../../../access/domain/staff-member';
import type { TeamAuditTrail, TeamChangeRecord } from '../../domain/team-accounts';

/** Changes to the team appended to the in-memory audit log that Auditoría reads. */
export class InMemoryTeamAuditTrail implements TeamAuditTrail {
  private readonly recorded = new Set<string>();

  constructor(private readonly log: InMemoryAuditLog) {}

  async record(change: TeamChangeRecord, by: SignedInUser, id?: string): Promise<void> {
    await Promise.resolve();
    if (id !== undefined && this.recorded.has(id)) return;
    if (id !== undefined) this.recorded.add(id);
    this.log.append({ kind: 'cambio-en-el-equipo', ...change }, by);
  }
}
