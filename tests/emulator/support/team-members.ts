import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { StaffRole } from '../../../src/access/domain/staff-member';
import { AdminTeamAccounts } from '../../../src/team/adapters/server/admin-team-accounts';

/**
 * Adds active members as Equipo's invitation does, over the Admin SDK: an Auth account for the
 * e-mail and its allowlist entry. With a password, each can also sign in with it (as after
 * choosing one); without, the account has none, as an invitation leaves it.
 */
export function teamMemberMaker(db: Firestore, auth: Auth, password?: string) {
  const accounts = new AdminTeamAccounts(db, auth);
  return async (email: string, role: StaffRole) => {
    const { uid } = await accounts.accountFor(email);
    await accounts.save({ uid, email, role, active: true });
    if (password !== undefined) await auth.updateUser(uid, { password });
    return { uid, email };
  };
}
