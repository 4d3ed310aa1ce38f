import type { StaffRole } from '../../access/domain/staff-member';
import { MAX_PASSKEYS_PER_MEMBER } from './passkey';
import { PasskeyRefusedError, type PasskeyRefusal } from './passkey-errors';
import { sessionHasAccess } from '../../access/domain/session-policy';

/** A caller of the passkeys' server: who Auth says, and how their session was opened. */
export interface PasskeyCaller {
  uid: string;
  email: string;
  /** The session's token carries the claim the server minted after a passkey (PASSKEY_CLAIM). */
  passkeySession: boolean;
  /** When the session was opened (its token's auth_time); unknown: taken as current. */
  sessionStartedAt?: Date;
}

/**
 * Whether a session still counts: one opened before the member's sessions were ended (their keys
 * taken away, their access removed) grants nothing, though its ID token lives up to an hour; nor
 * one opened before their access began (sessionHasAccess, as firestore.rules judge it). So a
 * member whose keys were taken away adds their first key again only from a session opened
 * after, with the password the removal's e-mail let them choose.
 */
export const isSessionCurrent = (
  caller: PasskeyCaller,
  member: { sessionsValidSince: Date | null; accessSince: Date | null },
) => {
  const started = caller.sessionStartedAt;
  if (started === undefined) return true;
  const { sessionsValidSince, accessSince } = member;
  return (
    (sessionsValidSince === null || started.getTime() >= sessionsValidSince.getTime()) &&
    sessionHasAccess(Math.floor(started.getTime() / 1000), accessSince)
  );
};

/**
 * Who may add a key: a member with none yet, from their password session (the invitation's
 * path: nothing else would let them in); a member who has keys, only from a session one of them
 * opened, so a stolen password cannot add the thief's own key.
 */
export function checkMayAddKey(keys: number, caller: PasskeyCaller): void {
  if (keys > 0 && !caller.passkeySession) throw new PasskeyRefusedError('passkey-session-required');
  if (keys >= MAX_PASSKEYS_PER_MEMBER) throw new PasskeyRefusedError('too-many-keys');
}

/** A member as the allowlist has them now. */
export interface KeyHolder {
  uid: string;
  role: StaffRole;
  active: boolean;
  keys: number;
}

/**
 * Whether taking `removing` keys away from `member` leaves no active admin with a key, while
 * the member is one: then no admin could open a passkey session again, nor give access back.
 * Another admin with a key of their own must exist first.
 */
export function leavesNoAdminKey(
  member: KeyHolder,
  removing: number,
  admins: readonly KeyHolder[],
): boolean {
  const isKeyedAdmin = (each: KeyHolder) => each.active && each.role === 'admin' && each.keys > 0;
  if (!isKeyedAdmin(member) || member.keys - removing > 0) return false;
  return !admins.some((each) => each.uid !== member.uid && isKeyedAdmin(each));
}

/**
 * Why taking `removing` of `member`'s keys must not happen, judged on the team as read in the
 * same step as the write: nothing to take; the member's own last key (`keepOne`: they add
 * another first, or they would add it back from a password alone); the last key of the last
 * admin with keys. Null: it may.
 */
export function keyRemovalRefusal(
  member: KeyHolder,
  removing: number,
  admins: readonly KeyHolder[],
  keepOne: boolean,
): PasskeyRefusal | null {
  if (removing === 0) return 'unknown-key';
  if (keepOne && member.keys - removing <= 0) return 'own-last-key';
  return leavesNoAdminKey(member, removing, admins) ? 'last-admin-key' : null;
}
