import type { SignedInUser } from '../../access/domain/staff-member';
import type { TeamAccounts, TeamAuditTrail } from '../domain/team-accounts';
import { MAX_TEAM_SIZE, normalizedEmail, type TeamMember } from '../domain/team-member';

/** Who the audit log says made the first admin: the maintainer, from their own terminal. */
export const FIRST_ADMIN_CALLER: SignedInUser = {
  uid: 'first-admin',
  email: 'npm run first-admin',
};

export type FirstAdminOutcome =
  | { kind: 'created'; member: TeamMember; link: string }
  | { kind: 'invalid-email' }
  /** Someone already runs Equipo: new admins are invited there, by a named admin. */
  | { kind: 'admins-exist'; admins: string[] };

/**
 * `npm run first-admin`: the first admin, made with the maintainer's own credentials (or on the
 * emulators), before anyone can sign in to Equipo. It refuses once an active admin exists unless
 * forced (an office whose only admin left): each change after the first is Equipo's, with its
 * author in the audit log. A team member's account is reused; one made outside the team is
 * replaced (TeamAccounts.accountFor); the link sets its password.
 */
export class CreateFirstAdmin {
  constructor(
    private readonly accounts: TeamAccounts,
    private readonly audit: TeamAuditTrail,
  ) {}

  async execute(text: string, options: { force: boolean }): Promise<FirstAdminOutcome> {
    const email = normalizedEmail(text);
    if (email === null) return { kind: 'invalid-email' };
    const admins = (await this.accounts.list(MAX_TEAM_SIZE)).filter(
      (member) => member.active && member.role === 'admin',
    );
    if (admins.length > 0 && !options.force)
      return { kind: 'admins-exist', admins: admins.map((admin) => admin.email) };
    const { uid } = await this.accounts.accountFor(email);
    await this.accounts.save({ uid, email, role: 'admin', active: true });
    const member = await this.accounts.memberOf(uid);
    if (!member) throw new Error('The first admin was not saved');
    await this.audit.record(
      { change: 'invitacion', member: { uid, email }, role: 'admin' },
      FIRST_ADMIN_CALLER,
    );
    return { kind: 'created', member, link: await this.accounts.passwordLinkFor(email) };
  }
}
