import {
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { Unsubscribe } from '../../../shared/domain/listener';
import { SignInError, type StaffAuthenticator } from '../../domain/staff-access';
import type { SignedInUser } from '../../domain/staff-member';
import { withTimeout } from '../../../shared/adapters/firestore/with-timeout';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../../shared/adapters/firestore/bounded-call';
import { toSignInError } from './sign-in-failure';

const signedInUser = (user: User): SignedInUser => ({ uid: user.uid, email: user.email ?? '' });

/**
 * Firebase Authentication with e-mail and password. Being signed in grants nothing by itself:
 * the allowlist (StaffDirectory) and firestore.rules decide what a user may see.
 */
export class FirebaseStaffAuthenticator implements StaffAuthenticator {
  constructor(
    private readonly auth: Auth,
    private readonly requestTimeoutMs: number = STAFF_REQUEST_TIMEOUT_MS,
  ) {}

  async signIn(email: string, password: string): Promise<SignedInUser> {
    try {
      const { user } = await withTimeout(
        'Firebase sign-in',
        this.requestTimeoutMs,
        signInWithEmailAndPassword(this.auth, email, password),
      );
      return signedInUser(user);
    } catch (error) {
      throw toSignInError(error);
    }
  }

  signOut(): Promise<void> {
    return signOut(this.auth);
  }

  /**
   * Firebase sends its reset e-mail. An unknown address resolves like a known one, as Firebase
   * itself does with e-mail enumeration protection: the form must not reveal who has an account.
   */
  async sendPasswordReset(email: string): Promise<void> {
    try {
      await withTimeout(
        'Firebase password reset',
        this.requestTimeoutMs,
        sendPasswordResetEmail(this.auth, email),
      );
    } catch (error) {
      const failure = toSignInError(error);
      if (failure instanceof SignInError && failure.reason === 'unknown-account') return;
      throw failure;
    }
  }

  onUserChanged(listener: (user: SignedInUser | null) => void): Unsubscribe {
    return onAuthStateChanged(this.auth, (user) => listener(user ? signedInUser(user) : null));
  }
}
