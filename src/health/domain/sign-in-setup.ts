/**
 * Whether anyone may make an account of their own with the site's web key (Firebase's default):
 * a stranger then holds an account under an address the office will invite. As Identity
 * Toolkit's config says it; 'unknown' when it could not be read; 'not-applicable' on the
 * emulators, whose Auth lets anyone sign up whatever its config says (nothing to close there).
 */
export type SelfSignUpState = 'closed' | 'open' | 'unknown' | 'not-applicable';

export const SELF_SIGN_UP_STATES: readonly SelfSignUpState[] = [
  'closed',
  'open',
  'unknown',
  'not-applicable',
];

/**
 * What staff's sign-in needs of the deployment, as the server last found it: whether it could
 * sign a custom token (the passkey's session: without it nobody gets past the passkey's step),
 * and whether self sign-up is closed.
 */
export interface SignInSetup {
  canSignSessions: boolean;
  selfSignUp: SelfSignUpState;
}
