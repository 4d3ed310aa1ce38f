import {
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { Unsubscribe } from '../../../shared/domain/listener';
import { SignInError, type StaffAuthenticator } from '../../domain/staff-access';
import type { SignedInSession, SignedInUser } from '../../domain/staff-member';
import { PASSKEY_CLAIM } from '../../domain/session-policy';
import { withTimeout } from '../../../shared/adapters/firestore/with-timeout';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../../shared/adapters/firestore/bounded-call';
import { toSignInError } from './sign-in-failure';

const signedInUser = (user: User): SignedInUser => ({ uid: user.uid, email: user.email ?? '' });

/**
 * How and when the session was opened, as its ID token says (the passkey's claim, auth_time); a
 * token that cannot be read says no passkey, and no time.
 */
async function sessionOf(user: User): Promise<SignedInSession> {
  const { passkey, sessionBeganSeconds } = await user.getIdTokenResult().then(
    ({ claims }) => {
      // The JWT's number of seconds (the SDK's typings call it a string).
      const began = Number(claims.auth_time ?? Number.NaN);
      return {
        passkey: claims[PASSKEY_CLAIM] === true,
        sessionBeganSeconds: Number.isFinite(began) ? began : null,
      };
    },
    () => ({ passkey: false, sessionBeganSeconds: null }),
  );
  return { ...signedInUser(user), passkey, sessionBeganSeconds };
}

/**
 * Firebase Authentication with e-mail and password, then the custom token the passkeys function
 * mints. Being signed in grants nothing by itself: the allowlist (StaffDirectory), the passkey's
 * claim and firestore.rules decide what a user may see.
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

  async openSession(token: string): Promise<void> {
    try {
      await withTimeout(
        'Firebase passkey session',
        this.requestTimeoutMs,
        signInWithCustomToken(this.auth, token),
      );
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

  /**
   * On every new ID token, not only a change of account: the passkey's session is the same
   * account signed in again (signInWithCustomToken), which onAuthStateChanged may not report. An
   * hourly refresh of the same session is told to nobody.
   */
  onUserChanged(listener: (user: SignedInSession | null) => void): Unsubscribe {
    let told: string | undefined;
    let latest = 0;
    const tell = (session: SignedInSession | null) => {
      const key = session
        ? `${session.uid}|${session.email}|${String(session.passkey)}|${String(session.sessionBeganSeconds)}`
        : '';
      if (key === told) return;
      told = key;
      listener(session);
    };
    const stop = onIdTokenChanged(this.auth, (user) => {
      const mine = ++latest;
      if (!user) return tell(null);
      void sessionOf(user).then((session) => mine === latest && tell(session));
    });
    return () => {
      latest += 1;
      stop();
    };
  }
}
