import type { Outbox } from '../../notifications/domain/outbox';
import type { Clock } from '../../shared/domain/clock';
import { keysTakenAwayMail } from '../domain/keys-taken-away-mail';
import { summaryOf, type PasskeySummary } from '../domain/passkey';
import { PasskeyRefusedError } from '../domain/passkey-errors';
import type {
  PasskeyMember,
  PasskeyMembers,
  PasskeyStore,
  SessionAuthority,
} from '../domain/passkey-ports';
import type { PasskeyCaller } from '../domain/passkey-rules';
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

export interface KeysMailSettings {
  /** Where the inbox is, for the e-mail: https://…/personal/ */
  inboxUrl: string;
}

/**
 * Takes keys away: one (`keyId`) or all of a member's (a lost phone), with the checks made in the
 * same step as the write (PasskeyStore.takeAway): nobody takes their own last key; the last key of
 * the last admin with keys stays until another admin has one. Each key taken is in the audit log,
 * written with the take-away itself. An admin taking another member's keys ends that member's
 * open sessions at once: in the rules (their access begins again now, in the same write) and in
 * Auth (refresh tokens revoked). One left with no key will add one again from a password
 * session; so their password is replaced by one nobody knows, and the outbox e-mails them a link
 * to choose a new one: once, by the one take-away whose own write left them none (a request
 * repeated, or two at once, each taking one of two keys, reset and mail nothing more).
 */
export class RemovePasskeys {
  constructor(
    private readonly members: PasskeyMembers,
    private readonly store: PasskeyStore,
    private readonly sessions: SessionAuthority,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly settings: KeysMailSettings,
  ) {}

  async execute(
    caller: PasskeyCaller,
    request: { memberUid: string; keyId?: string },
  ): Promise<number> {
    const member = await keysOwner(this.members, caller, request.memberUid);
    const own = member.uid === caller.uid;
    const { taken, left } = await this.store.takeAway({
      memberUid: member.uid,
      keyId: request.keyId,
      keepOne: own,
      endSessions: !own,
      audit: { memberEmail: member.email, by: { uid: caller.uid, email: caller.email } },
    });
    if (!own) await this.sessions.endSessionsOf(member.uid);
    const last = taken.at(-1);
    if (!own && left === 0 && last) {
      const link = await this.sessions.resetPasswordOf({ uid: member.uid, email: member.email });
      // The id of what was taken, never the time: the same taking-away queues one e-mail.
      await this.outbox.enqueue(
        `equipo-llaves-quitadas-${member.uid}-${last.id}`,
        keysTakenAwayMail(member.email, link, this.settings.inboxUrl),
        this.clock.now(),
      );
    }
    return taken.length;
  }
}
