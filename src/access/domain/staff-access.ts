import type { Listener, Unsubscribe } from '../../shared/domain/listener';
import type { SignedInUser, StaffRole } from './staff-member';
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
 * The sign-in provider: e-mail and password accounts. Adapters translate their errors to
 * SignInError.
 */
export interface StaffAuthenticator {
  signIn(email: string, password: string): Promise<SignedInUser>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Called now with the current user (or null), then on every change. */
  onUserChanged(listener: (user: SignedInUser | null) => void): Unsubscribe;
}

/** The allowlist. A role of null means the user is not (or no longer) on it. */
export interface StaffDirectory {
  roleOf(uid: string): Promise<StaffRole | null>;
  /** Kept up to date, so a revoked member loses the inbox at once. */
  watchRole(uid: string, listener: Listener<StaffRole | null>): Unsubscribe;
}
