import type { SignedInUser } from '../../access/domain/staff-member';
import type { TeamAccounts } from '../domain/team-accounts';
import { MAX_TEAM_SIZE, type TeamMember } from '../domain/team-member';
import { adminCaller } from './admin-caller';

/** Equipo's list: everyone given access, active or not, for admins only. */
export class ListTeam {
  constructor(private readonly accounts: TeamAccounts) {}

  async execute(caller: SignedInUser): Promise<TeamMember[]> {
    await adminCaller(this.accounts, caller);
    return this.accounts.list(MAX_TEAM_SIZE);
  }
}
