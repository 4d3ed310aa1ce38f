import type { SignedInUser, StaffRole } from '../../access/domain/staff-member';
import type { Outbox } from '../../notifications/domain/outbox';
import type { Clock } from '../../shared/domain/clock';
import type { TeamAccounts, TeamAuditTrail } from '../domain/team-accounts';
import { TeamChangeRefusedError } from '../domain/team-errors';
import { invitationMail } from '../domain/invitation-mail';
import { normalizedEmail, type TeamMember } from '../domain/team-member';
import { adminCaller } from './admin-caller';

export interface InvitationSettings {
  /** Where the inbox is, for the e-mail: https://…/personal/ */
  inboxUrl: string;
}

/** An invitation's id, drawn by the page once per form sent: a retry sends the same one. */
export const isInvitationId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);

export interface Invitation {
  email: string;
  role: StaffRole;
  invitation: string;
}

/**
 * Invitar: the sign-in account (never one made outside the team: see TeamAccounts.accountFor),
 * the allowlist entry, the audit record, and an e-mail to the new member alone with a link to set
 * their password. The same invitation sent again (the network retried it) queues its e-mail again
 * under the same outbox id, so it goes once, and records nothing twice; another address under a
 * used id is a change of its own, audited and e-mailed.
 */
export class InviteMember {
  constructor(
    private readonly accounts: TeamAccounts,
    private readonly audit: TeamAuditTrail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly settings: InvitationSettings,
  ) {}

  async execute(caller: SignedInUser, request: Invitation): Promise<TeamMember> {
    await adminCaller(this.accounts, caller);
    const email = normalizedEmail(request.email);
    if (email === null) throw new TeamChangeRefusedError('invalid-email');
    if (!isInvitationId(request.invitation)) throw new Error('An invitation without a valid id');
    const existing = await this.accounts.memberByEmail(email);
    if (existing && existing.invitation !== request.invitation)
      throw new TeamChangeRefusedError('already-on-team');
    let member = existing;
    if (!member) {
      const { uid } = await this.accounts.accountFor(email);
      await this.accounts.save({
        uid,
        email,
        role: request.role,
        active: true,
        invitation: request.invitation,
      });
      member = await this.accounts.memberOf(uid);
      if (!member) throw new Error('The invited member was not saved');
    }
    // The page draws the invitation's id, so it proves nothing: the same id sent for another
    // address is another invitation, recorded and e-mailed as its own. The ids name the member
    // too; the same invitation sent again (same id, same member) finds them already written.
    const once = `${request.invitation}-${member.uid}`;
    await this.audit.record(
      { change: 'invitacion', member: { uid: member.uid, email }, role: member.role },
      { uid: caller.uid, email: caller.email },
      `invitacion-${once}`,
    );
    const link = await this.accounts.passwordLinkFor(email);
    await this.outbox.enqueue(
      `equipo-invitacion-${once}`,
      invitationMail(email, member.role, link, this.settings.inboxUrl),
      this.clock.now(),
    );
    return member;
  }
}
