import type { SignedInUser } from '../../access/domain/staff-member';
import type { TeamAccounts } from '../domain/team-accounts';
import { TeamChangeRefusedError } from '../domain/team-errors';
import type { TeamMember } from '../domain/team-member';

/**
 * The caller as the allowlist has them now, whatever their page believes: only an active admin
 * changes the team (the server asks, never the page).
 */
export async function adminCaller(
  accounts: TeamAccounts,
  caller: SignedInUser,
): Promise<TeamMember> {
  const member = await accounts.memberOf(caller.uid);
  if (!member?.active || member.role !== 'admin') throw new TeamChangeRefusedError('not-admin');
  return member;
}

/** Someone on the team, active or not. */
export async function memberNamed(accounts: TeamAccounts, uid: string): Promise<TeamMember> {
  const member = await accounts.memberOf(uid);
  if (!member) throw new TeamChangeRefusedError('unknown-member');
  return member;
}
