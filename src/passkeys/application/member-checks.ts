import type { PasskeyMember, PasskeyMembers } from '../domain/passkey-ports';
import { PasskeyRefusedError } from '../domain/passkey-errors';
import { isSessionCurrent, type PasskeyCaller } from '../domain/passkey-rules';

/**
 * The caller as the allowlist has them now, whatever their token says: only members have keys,
 * and a session their sessions' end left behind (keys taken away: a lost phone) counts for nothing.
 */
export async function activeMember(
  members: PasskeyMembers,
  caller: PasskeyCaller,
): Promise<PasskeyMember> {
  const member = await members.memberOf(caller.uid);
  if (!member?.active) throw new PasskeyRefusedError('not-member');
  if (!isSessionCurrent(caller, member)) throw new PasskeyRefusedError('session-ended');
  return member;
}
