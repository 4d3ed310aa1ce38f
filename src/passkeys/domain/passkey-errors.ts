import { namedError } from '../../shared/domain/named-error';

/**
 * Why a passkey ceremony or change was refused; each travels as itself from the server to the
 * page, which will say it in words.
 */
export type PasskeyRefusal =
  | 'not-member'
  | 'session-ended'
  | 'not-admin'
  | 'passkey-session-required'
  | 'challenge-unusable'
  | 'not-verified'
  | 'unknown-key'
  | 'invalid-name'
  | 'too-many-keys'
  | 'own-last-key'
  | 'last-admin-key'
  | 'password-reset-owed';

export const PASSKEY_REFUSALS: readonly PasskeyRefusal[] = [
  'not-member',
  'session-ended',
  'not-admin',
  'passkey-session-required',
  'challenge-unusable',
  'not-verified',
  'unknown-key',
  'invalid-name',
  'too-many-keys',
  'own-last-key',
  'last-admin-key',
  'password-reset-owed',
];

export const isPasskeyRefusal = (value: unknown): value is PasskeyRefusal =>
  PASSKEY_REFUSALS.some((refusal) => refusal === value);

export class PasskeyRefusedError extends namedError('PasskeyRefusedError') {
  constructor(readonly reason: PasskeyRefusal) {
    super(`Passkey refused: ${reason}`);
  }
}

/** The member closed the browser's passkey dialog, or let it time out: nothing was sent. */
export class AuthenticatorCancelledError extends namedError('AuthenticatorCancelledError') {}

/** This browser offers no passkeys at all (an old one, or a page not served over HTTPS). */
export class NoAuthenticatorError extends namedError('NoAuthenticatorError') {}
