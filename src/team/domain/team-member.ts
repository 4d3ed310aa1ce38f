import type { NoticePreference } from '../../access/domain/notice-preference';
import type { StaffRole } from '../../access/domain/staff-member';

/**
 * Someone the office gave access to, as admins see them in Equipo: active while their allowlist
 * entry (Staff/{uid}) exists, otherwise kept, disabled, so their access can be given back.
 */
export interface TeamMember {
  uid: string;
  email: string;
  role: StaffRole;
  notices: NoticePreference;
  /** Null until they first sign in. */
  lastSignInAt: Date | null;
  active: boolean;
}

/** The team is small; every read of it is bounded all the same. */
export const MAX_TEAM_SIZE = 100;

/** An e-mail address as Auth takes it: trimmed, lower case, one @ with a dotted domain. */
export function normalizedEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? email : null;
}
