/** Who may use the inbox: an allowlist of roles, never "anyone signed in". */
export type StaffRole = 'staff' | 'admin';

export const STAFF_ROLES: readonly StaffRole[] = ['staff', 'admin'];

export function isStaffRole(value: unknown): value is StaffRole {
  return value === 'staff' || value === 'admin';
}

/** Someone signed in, as the sign-in provider knows them. */
export interface SignedInUser {
  uid: string;
  email: string;
}

/**
 * Someone signed in, and whether a passkey opened their session: their ID token carries
 * PASSKEY_CLAIM, which only the server's passkeys function mints (src/passkeys). A session the
 * password alone opened reads nothing (firestore.rules) and shows no inbox.
 */
export interface SignedInSession extends SignedInUser {
  passkey: boolean;
  /**
   * When the session began (the ID token's auth_time, in whole seconds), checked against when the
   * member's access last changed (sessionHasAccess); null when the token could not be read.
   */
  sessionBeganSeconds: number | null;
}

/** A signed-in user found on the allowlist. */
export interface StaffMember extends SignedInUser {
  role: StaffRole;
}

/** Admins serve applicants' rights requests and run the retention purge; staff work the inbox. */
export const isAdmin = (member: StaffMember): boolean => member.role === 'admin';
