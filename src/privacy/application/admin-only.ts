import { AdminOnlyError } from '../domain/privacy-errors';
import { isAdmin, type StaffMember } from '../../access/domain/staff-member';

/** Re-checked here whatever the screen showed: storage's rules refuse staff too. */
export function requireAdmin(member: StaffMember): void {
  if (!isAdmin(member)) throw new AdminOnlyError(`${member.role} may not serve rights requests`);
}
