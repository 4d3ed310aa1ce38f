import type { NoticePreference } from '../../access/domain/notice-preference';
import type { SignedInUser, StaffRole } from '../../access/domain/staff-member';
import type { TeamChange } from '../../audit/domain/audit-record';
import type { TeamMember } from './team-member';

/** What the server writes for one member: their role, and whether they have access. */
export interface TeamEntry {
  uid: string;
  email: string;
  role: StaffRole;
  active: boolean;
  /** The invitation that made this entry: the same one sent again changes nothing. */
  invitation?: string;
}

/**
 * The team's accounts as the server keeps them: sign-in accounts (Firebase Auth) and the
 * allowlist (Staff/{uid}), plus what it keeps of a member whose access was taken away. Only the
 * server writes any of it. Adapters pass tests/contract/team-accounts-contract.ts.
 */
export interface TeamAccounts {
  /** Everyone, active or not, in e-mail order; at most `limit`. */
  list(limit: number): Promise<TeamMember[]>;
  memberOf(uid: string): Promise<TeamMember | null>;
  /** The member with this (normalized) e-mail, active or not, and the invitation that made them. */
  memberByEmail(email: string): Promise<(TeamMember & { invitation?: string }) | null>;
  /**
   * The sign-in account for this e-mail, without a password: the one of someone on the team (or
   * made by an earlier call), or a new one. An account made outside the team (a self sign-up) is
   * never adopted: its sessions would outlive a password reset. It is replaced by a new account
   * under a new uid.
   */
  accountFor(email: string): Promise<{ uid: string; created: boolean }>;
  /**
   * Writes the entry. Active: the allowlist entry holds the role (the member's notices kept) and
   * the account is enabled. Not active: the allowlist entry is removed, the account disabled and
   * its sessions revoked, so an open inbox closes at once. An entry that would leave no active
   * admin (the last one demoted or removed) is refused with TeamChangeRefusedError('last-admin'),
   * checked in the same step as the write: two admins demoting each other at once leave one.
   */
  save(entry: TeamEntry): Promise<void>;
  /** A member's own choice of e-mail notices, on their allowlist entry. */
  chooseNotices(uid: string, notices: NoticePreference): Promise<void>;
  /** A one-time link to set (or reset) the account's password. */
  passwordLinkFor(email: string): Promise<string>;
}

/** One change to the team as the audit log keeps it. */
export interface TeamChangeRecord {
  change: TeamChange;
  member: SignedInUser;
  role: StaffRole;
}

/** Where each change to the team is recorded: who, when (storage's time), whom, what. */
export interface TeamAuditTrail {
  /** `id`: the same id recorded again records nothing (an invitation sent twice). */
  record(change: TeamChangeRecord, by: SignedInUser, id?: string): Promise<void>;
}

/**
 * Whether writing `entry` would leave the team without an active admin: it takes an active
 * admin's role or access away, and no other active admin is among `admins` (the entries, or the
 * allowlist's admins, as read in the same step as the write).
 */
export function leavesNoAdmin(
  entry: TeamEntry,
  admins: readonly Pick<TeamEntry, 'uid' | 'role' | 'active'>[],
): boolean {
  const wasAdmin = admins.some(
    (each) => each.uid === entry.uid && each.active && each.role === 'admin',
  );
  if (!wasAdmin || (entry.active && entry.role === 'admin')) return false;
  return !admins.some((each) => each.uid !== entry.uid && each.active && each.role === 'admin');
}
