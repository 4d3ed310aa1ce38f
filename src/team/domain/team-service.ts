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

/** The team's callable function, and its address on the site's own origin (a Hosting rewrite). */
export const TEAM_FUNCTION = 'team';
export const TEAM_PATH = '/api/equipo';

/** What the page sends the team function: one action at a time. */
export type TeamRequest =
  | { action: 'list' }
  | { action: 'invite'; email: string; role: StaffRole; invitation: string }
  | { action: 'change-role'; uid: string; role: StaffRole }
  | { action: 'remove'; uid: string }
  | { action: 'restore'; uid: string }
  | { action: 'choose-notices'; notices: string };
