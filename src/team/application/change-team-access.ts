import type { SignedInUser, StaffRole } from '../../access/domain/staff-member';
import type { TeamAccounts, TeamAuditTrail } from '../domain/team-accounts';
import { TeamChangeRefusedError } from '../domain/team-errors';
import { MAX_TEAM_SIZE, type TeamMember } from '../domain/team-member';
import { refusalOfChange } from '../domain/team-rules';
import { adminCaller, memberNamed } from './admin-caller';

/** The three changes an admin makes to someone already on the team. */
export type TeamAccessChange =
  | { kind: 'role'; uid: string; role: StaffRole }
  | { kind: 'remove'; uid: string }
  | { kind: 'restore'; uid: string };

/**
 * Cambiar rol, Quitar acceso, Devolver acceso: never the caller's own, never the last admin's
 * (the rules in team-rules.ts), each recorded in the audit log. Taking access away removes the
 * allowlist entry and disables the account, its sessions revoked: an open inbox closes at once.
 */
export class ChangeTeamAccess {
  constructor(
    private readonly accounts: TeamAccounts,
    private readonly audit: TeamAuditTrail,
  ) {}

  async execute(caller: SignedInUser, change: TeamAccessChange): Promise<TeamMember> {
    await adminCaller(this.accounts, caller);
    const target = await memberNamed(this.accounts, change.uid);
    if (change.kind === 'restore') {
      if (target.active) throw new TeamChangeRefusedError('already-active');
    } else {
      const team = await this.accounts.list(MAX_TEAM_SIZE);
      const refusal = refusalOfChange(caller.uid, target, team, change);
      if (refusal) throw new TeamChangeRefusedError(refusal);
    }
    if (change.kind === 'role' && change.role === target.role) return target;
    const after = {
      uid: target.uid,
      email: target.email,
      role: change.kind === 'role' ? change.role : target.role,
      active: change.kind !== 'remove',
    };
    await this.accounts.save(after);
    await this.audit.record(
      {
        change:
          change.kind === 'role'
            ? 'cambio-de-rol'
            : change.kind === 'remove'
              ? 'retiro-de-acceso'
              : 'devolucion-de-acceso',
        member: { uid: target.uid, email: target.email },
        role: after.role,
      },
      { uid: caller.uid, email: caller.email },
    );
    return { ...target, ...after };
  }
}
