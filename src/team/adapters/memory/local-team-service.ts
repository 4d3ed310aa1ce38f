import type { SignedInUser, StaffRole } from '../../../access/domain/staff-member';
import type { ChangeTeamAccess } from '../../application/change-team-access';
import type { InviteMember } from '../../application/invite-member';
import type { ListTeam } from '../../application/list-team';
import type { TeamMember } from '../../domain/team-member';
import type { TeamService } from '../../domain/team-service';
import { demoRoundTrip } from '../../../shared/adapters/demo-round-trip';

/**
 * Equipo without a network: the server's own use cases, run in this page on in-memory adapters,
 * called as whoever is signed in (demo mode, and the page's tests).
 */
export class LocalTeamService implements TeamService {
  constructor(
    private readonly server: {
      listTeam: ListTeam;
      inviteMember: InviteMember;
      changeTeamAccess: ChangeTeamAccess;
    },
    private readonly caller: () => SignedInUser | null,
    private readonly latencyMs = 0,
  ) {}

  async list(): Promise<TeamMember[]> {
    return this.server.listTeam.execute(await this.signedIn());
  }

  async invite(email: string, role: StaffRole, invitation: string): Promise<void> {
    await this.server.inviteMember.execute(await this.signedIn(), { email, role, invitation });
  }

  async changeRole(uid: string, role: StaffRole): Promise<void> {
    await this.server.changeTeamAccess.execute(await this.signedIn(), { kind: 'role', uid, role });
  }

  async remove(uid: string): Promise<void> {
    await this.server.changeTeamAccess.execute(await this.signedIn(), { kind: 'remove', uid });
  }

  async restore(uid: string): Promise<void> {
    await this.server.changeTeamAccess.execute(await this.signedIn(), { kind: 'restore', uid });
  }

  private async signedIn(): Promise<SignedInUser> {
    await demoRoundTrip(this.latencyMs);
    const user = this.caller();
    if (!user) throw new Error('Nobody is signed in');
    return user;
  }
}
