import type { PasskeySummary } from './passkey';

/** The passkeys' callable function, and its address on the site's origin (a Hosting rewrite). */
export const PASSKEYS_FUNCTION = 'passkeys';
export const PASSKEYS_PATH = '/api/llaves';

/**
 * The server's passkeys as the staff page reaches them (the passkeys callable, or in the demo its
 * use cases run in the page). Options and answers are WebAuthn's JSON, passed through untouched;
 * a refusal is a PasskeyRefusedError.
 */
export interface PasskeyService {
  enrollmentOptions(): Promise<unknown>;
  /** The new key kept; the custom token of a session a passkey opened. */
  enroll(response: unknown, name: string): Promise<{ token: string }>;
  signInOptions(): Promise<unknown>;
  signIn(response: unknown): Promise<{ token: string }>;
  list(memberUid?: string): Promise<PasskeySummary[]>;
  remove(memberUid: string, keyId?: string): Promise<number>;
}

/**
 * The browser's authenticator: this computer's, a phone's through the QR hand-off, or a
 * security key, as the browser offers them. A member who cancels gets AuthenticatorCancelledError.
 */
export interface Authenticator {
  create(options: unknown): Promise<unknown>;
  get(options: unknown): Promise<unknown>;
}
