import type { Outbox } from '../../notifications/domain/outbox';
import type { Clock } from '../../shared/domain/clock';
import { summaryOf, type PasskeySummary } from '../domain/passkey';
import { owesPasswordReset } from '../domain/owed-password-reset';
import { PasskeyRefusedError } from '../domain/passkey-errors';
import type {
  PasskeyMember,
  PasskeyMembers,
  PasskeyStore,
  SessionAuthority,
} from '../domain/passkey-ports';
import type { PasskeyCaller } from '../domain/passkey-rules';
import { activeMember } from './member-checks';
import { OwedPasswordResets, type KeysMailSettings } from './owed-password-reset';

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

/**
 * A member's keys, by name and last use (Equipo's, or their own), never a public key. One's own
 * from any session (the page asks after the password whether to add a first key or use one);
 * anyone else's only an admin sees, from a session a passkey opened, as for every other
 * admin's thing: a stolen password learns nothing of the team's keys.
 */
export class ListPasskeys {
  constructor(
    private readonly members: PasskeyMembers,
    private readonly store: PasskeyStore,
  ) {}

  async execute(caller: PasskeyCaller, memberUid = caller.uid): Promise<PasskeySummary[]> {
    if (memberUid === caller.uid) await activeMember(this.members, caller);
    else await keysOwner(this.members, caller, memberUid);
    return (await this.store.keysOf(memberUid)).map(summaryOf);
  }
}

/**
 * Takes keys away: one (`keyId`) or all of a member's (a lost phone), with the checks made in the
 * same step as the write (PasskeyStore.takeAway): nobody takes their own last key; the last key of
 * the last admin with keys stays until another admin has one. Each key taken is in the audit log,
 * written with the take-away itself. An admin taking another member's keys ends that member's
 * open sessions at once: in the rules (their access begins again now, in the same write) and in
 * Auth (refresh tokens revoked). One left with no key will add one again from a password
 * session; so the same write leaves them owed a new password (OwedPasswordResets: their
 * password replaced by one nobody knows, an e-mail with a link to choose one), paid here or, if
 * this step dies first, by its repeat or their next enrollment. Safe to repeat: a repeat finds
 * the keys taken already, answers as the first did and writes nothing again.
 */
export class RemovePasskeys {
  private readonly resets: OwedPasswordResets;

  constructor(
    private readonly members: PasskeyMembers,
    private readonly store: PasskeyStore,
    private readonly sessions: SessionAuthority,
    outbox: Outbox,
    clock: Clock,
    settings: KeysMailSettings,
  ) {
    this.resets = new OwedPasswordResets(store, sessions, outbox, clock, settings);
  }

  async execute(
    caller: PasskeyCaller,
    request: { memberUid: string; keyId?: string },
  ): Promise<number> {
    const member = await keysOwner(this.members, caller, request.memberUid);
    const own = member.uid === caller.uid;
    const removal = {
      memberUid: member.uid,
      keyId: request.keyId,
      keepOne: own,
      endSessions: !own,
      audit: { memberEmail: member.email, by: { uid: caller.uid, email: caller.email } },
    };
    const { taken, left, takenBefore } = await this.store.takeAway(removal);
    if (!own) {
      // Paid by the take-away whose write owed it, or by a repeat (which took nothing); the
      // other of two at once, each taking one of two keys, owes nothing: its write left a key.
      const owed = taken.length === 0 || owesPasswordReset(removal, taken.length, left);
      const paid = owed && (await this.resets.pay(member.uid));
      // A reset paid ended their sessions; a repeat that took nothing ends none again.
      if (!paid && taken.length > 0) await this.sessions.endSessionsOf(member.uid);
    }
    return taken.length + takenBefore;
  }
}
