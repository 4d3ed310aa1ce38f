import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { AuthenticatorCancelledError, NoAuthenticatorError } from '../../domain/passkey-errors';
import type { Authenticator } from '../../domain/passkey-service';

/** The browser says "not allowed" both when the member cancels and when the dialog times out. */
const wasCancelled = (error: unknown): boolean => {
  const { name, cause } = (error ?? {}) as { name?: unknown; cause?: unknown };
  return (
    name === 'NotAllowedError' || (cause as { name?: unknown } | null)?.name === 'NotAllowedError'
  );
};

/**
 * The browser's own authenticators through SimpleWebAuthn's browser package: this computer's, a
 * phone's through the QR hand-off, or a security key, whichever the member picks in the
 * browser's dialog. The server's options go in as they came; the answer goes back as WebAuthn's
 * JSON.
 */
export class SimpleWebAuthnAuthenticator implements Authenticator {
  async create(options: unknown): Promise<unknown> {
    return this.ceremony(() =>
      startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }),
    );
  }

  async get(options: unknown): Promise<unknown> {
    return this.ceremony(() =>
      startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }),
    );
  }

  private async ceremony(run: () => Promise<unknown>): Promise<unknown> {
    if (!browserSupportsWebAuthn()) throw new NoAuthenticatorError('No WebAuthn in this browser');
    try {
      return await run();
    } catch (error) {
      if (wasCancelled(error)) throw new AuthenticatorCancelledError('Passkey dialog closed');
      throw error;
    }
  }
}
