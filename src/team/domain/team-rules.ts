import type { StaffRole } from '../../access/domain/staff-member';
import type { TeamRefusal } from './team-errors';
import type { TeamMember } from './team-member';

const activeAdmins = (team: readonly TeamMember[]) =>
  team.filter((member) => member.active && member.role === 'admin');

/**
 * Whether an admin may take `target`'s access away, or change their role to `role`: never their
 * own (nobody locks themselves out by mistake), never the last active admin's, never someone
 * whose access was already taken away (a screen out of date). Null: allowed.
 */
export function refusalOfChange(
  callerUid: string,
  target: TeamMember,
  team: readonly TeamMember[],
  change: { kind: 'remove' } | { kind: 'role'; role: StaffRole },
): TeamRefusal | null {
  if (target.uid === callerUid) return 'self';
  // A role change is no way back in: that is Devolver acceso, recorded as such.
  if (!target.active) return 'already-removed';
  if (change.kind === 'role' && change.role === 'admin') return null;
  const admins = activeAdmins(team);
  const isLastAdmin =
    target.active && target.role === 'admin' && admins.every((admin) => admin.uid === target.uid);
  return isLastAdmin ? 'last-admin' : null;
}
