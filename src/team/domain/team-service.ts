import type { StaffRole } from '../../access/domain/staff-member';
import type { TeamMember } from './team-member';

/**
 * Equipo as the staff page reaches it: the server's team functions, called as the signed-in
 * admin (the server checks who that is). Refusals arrive as TeamChangeRefusedError.
 */
export interface TeamService {
  list(): Promise<TeamMember[]>;
  invite(email: string, role: StaffRole, invitation: string): Promise<void>;
  changeRole(uid: string, role: StaffRole): Promise<void>;
  remove(uid: string): Promise<void>;
  restore(uid: string): Promise<void>;
}
