import type { SignedInUser } from '../../access/domain/staff-member';
import { summaryOf, type PasskeySummary } from '../domain/passkey';
import { PasskeyRefusedError } from '../domain/passkey-errors';
import type {
  PasskeyAuditTrail,
  PasskeyMember,
  PasskeyMembers,
  PasskeyStore,
  SessionAuthority,
} from '../domain/passkey-ports';
import { leavesNoAdminKey, type PasskeyCaller } from '../domain/passkey-rules';
import { activeMember } from './member-checks';

/**
 * Whose keys the caller may see or take away: their own, or, for an admin, anyone's on the
 * team. Either from a session a passkey opened: a password alone manages no keys.
 */
async function keysOwner(
  members: PasskeyMembers,
  caller: PasskeyCaller,
  memberUid: string,
): Promise<PasskeyMember> {
  const self = await activeMember(members, caller);
  if (!caller.passkeySession) throw new PasskeyRefusedError('passkey-session-required');
  if (memberUid === caller.uid) return self;
  if (self.role !== 'admin') throw new PasskeyRefusedError('not-admin');
  const member = await members.memberOf(memberUid);
  if (!member) throw new PasskeyRefusedError('not-member');
  return member;
}

/** A member's keys, by name and last use (Equipo's, or their own), never a public key. */
export class ListPasskeys {
  constructor(
    private readonly members: PasskeyMembers,
    private readonly store: PasskeyStore,
  ) {}

  async execute(caller: PasskeyCaller, memberUid = caller.uid): Promise<PasskeySummary[]> {
    const member = await activeMember(this.members, caller);
    if (memberUid !== caller.uid && member.role !== 'admin')
      throw new PasskeyRefusedError('not-admin');
    return (await this.store.keysOf(memberUid)).map(summaryOf);
  }
}

/**
 * Takes keys away: one (`keyId`) or all of a member's (a lost phone). Each key taken is in the
 * audit log. An admin taking another member's keys ends that member's open sessions at once.
 * The last key of the last admin with keys stays until another admin has one.
 */
export class RemovePasskeys {
  constructor(
    private readonly members: PasskeyMembers,
    private readonly store: PasskeyStore,
    private readonly audit: PasskeyAuditTrail,
    private readonly sessions: SessionAuthority,
  ) {}

  async execute(
    caller: PasskeyCaller,
    request: { memberUid: string; keyId?: string },
  ): Promise<number> {
    const member = await keysOwner(this.members, caller, request.memberUid);
    const keys = await this.store.keysOf(member.uid);
    const removing = keys.filter((key) => request.keyId === undefined || key.id === request.keyId);
    if (removing.length === 0) throw new PasskeyRefusedError('unknown-key');
    const admins = await Promise.all(
      (await this.members.admins()).map(async (admin) => ({
        ...admin,
        keys: (await this.store.keysOf(admin.uid)).length,
      })),
    );
    if (leavesNoAdminKey({ ...member, keys: keys.length }, removing.length, admins))
      throw new PasskeyRefusedError('last-admin-key');
    const by: SignedInUser = { uid: caller.uid, email: caller.email };
    let removed = 0;
    for (const key of removing) {
      const taken = await this.store.remove(member.uid, key.id);
      if (taken === null) continue;
      removed += 1;
      await this.audit.record(
        {
          change: 'baja-de-llave',
          member: { uid: member.uid, email: member.email },
          keyName: key.name,
        },
        by,
      );
    }
    if (member.uid !== caller.uid) await this.sessions.endSessionsOf(member.uid);
    return removed;
  }
}
