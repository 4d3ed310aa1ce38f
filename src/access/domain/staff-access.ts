import type { Listener, Unsubscribe } from '../../shared/domain/listener';
import type { SignedInSession, SignedInUser, StaffRole } from './staff-member';
import { namedError } from '../../shared/domain/named-error';

/** Why a sign-in did not go through; each has its own message for the person at the keyboard. */
export type SignInFailure =
  | 'wrong-password'
  | 'unknown-account'
  | 'invalid-credentials'
  | 'invalid-email'
  | 'not-allowed'
  | 'too-many-attempts'
  | 'offline';

export class SignInError extends namedError('SignInError') {
  constructor(readonly reason: SignInFailure) {
    super(`Sign-in failed: ${reason}`);
  }
}

/**
 * The sign-in provider: e-mail and password accounts, and the sessions the server opens after a
 * passkey. Adapters translate their errors to SignInError.
 */
export interface StaffAuthenticator {
  /** The password's session: it shows the passkey's step, never the inbox. */
  signIn(email: string, password: string): Promise<SignedInUser>;
  /**
   * Opens the session the server minted after verifying a passkey (its custom token), in place
   * of the password's: the same account, now with the passkey's claim.
   */
  openSession(token: string): Promise<void>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /**
   * Called now with the current user (or null), then on every change: of account, and of how
   * the session was opened (a passkey's session replacing the same account's password one).
   */
  onUserChanged(listener: (user: SignedInSession | null) => void): Unsubscribe;
}

/**
 * Whether a member has a passkey yet (the passkeys' server, linked by the composition root):
 * with none, the password's session leads to adding one; with some, to using one.
 */
export interface PasskeyHolders {
  hasPasskey(uid: string): Promise<boolean>;
}

/**
 * A member's allowlist entry: their role, and since when their access counts (Staff/{uid}
 * .accessSince, stamped by the server when they join, get access back, are made an admin or have
 * their keys taken away); null when the entry does not say.
 */
export interface StaffEntry {
  role: StaffRole;
  accessSince: Date | null;
}

/** The allowlist. A role of null means the user is not (or no longer) on it. */
export interface StaffDirectory {
  roleOf(uid: string): Promise<StaffRole | null>;
  /**
   * Kept up to date, so a revoked member loses the inbox at once, and one whose access changed
   * is asked to sign in again. Null: no entry.
   */
  watchEntry(uid: string, listener: Listener<StaffEntry | null>): Unsubscribe;
}
