import { AdminOnlyError } from '../../../domain/privacy/privacy-errors';
import { isAdmin, type StaffMember } from '../../../domain/staff/staff-member';

/** Re-checked here whatever the screen showed: storage's rules refuse staff too. */
export function requireAdmin(member: StaffMember): void {
  if (!isAdmin(member)) throw new AdminOnlyError(`${member.role} may not serve rights requests`);
}
