import { SignInError, type SignInFailure } from '../../domain/staff-access';
import { StorageTimeoutError } from '../../../shared/adapters/firestore/with-timeout';

/**
 * Firebase Auth's error codes, as the person at the keyboard should hear them. With e-mail
 * enumeration protection (on by default in new projects) Firebase answers invalid-credential
 * instead of saying whether the account or the password was wrong.
 */
const FAILURES: Readonly<Record<string, SignInFailure>> = {
  'auth/wrong-password': 'wrong-password',
  'auth/user-not-found': 'unknown-account',
  'auth/invalid-credential': 'invalid-credentials',
  'auth/invalid-login-credentials': 'invalid-credentials',
  'auth/missing-password': 'invalid-credentials',
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/user-disabled': 'not-allowed',
  'auth/too-many-requests': 'too-many-attempts',
  'auth/network-request-failed': 'offline',
};

/** A SignInError when the failure is one the person can act on; anything else as it came. */
export function toSignInError(error: unknown): unknown {
  if (error instanceof StorageTimeoutError) return new SignInError('offline');
  const code = (error as { code?: unknown } | null)?.code;
  const failure = typeof code === 'string' ? FAILURES[code] : undefined;
  return failure === undefined ? error : new SignInError(failure);
}
