import type { StaffRole } from '../../access/domain/staff-member';
import type { RandomSource } from '../../shared/domain/random-source';
import type { TeamMember } from '../domain/team-member';
import type { TeamService } from '../domain/team-service';

/** Equipo's list, as the server gives it to an admin. */
export class ReadTeam {
  constructor(private readonly team: TeamService) {}

  execute(): Promise<TeamMember[]> {
    return this.team.list();
  }
}

/** A new invitation's id: one per form sent, so the network's retry of it is the same one. */
export class NewInvitation {
  constructor(private readonly random: RandomSource) {}

  execute(): string {
    const digits = Array.from({ length: 4 }, () =>
      Math.floor(this.random.next() * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
    );
    return digits.join('-');
  }
}

/** Invitar, with the invitation's id drawn when the form was sent. */
export class SendInvitation {
  constructor(private readonly team: TeamService) {}

  execute(email: string, role: StaffRole, invitation: string): Promise<void> {
    return this.team.invite(email, role, invitation);
  }
}

/** Cambiar rol, Quitar acceso, Devolver acceso. */
export class ManageMember {
  constructor(private readonly team: TeamService) {}

  changeRole(uid: string, role: StaffRole): Promise<void> {
    return this.team.changeRole(uid, role);
  }

  remove(uid: string): Promise<void> {
    return this.team.remove(uid);
  }

  restore(uid: string): Promise<void> {
    return this.team.restore(uid);
  }
}
