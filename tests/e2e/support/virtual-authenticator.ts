import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain), so the browser
 * tests enroll and use passkeys with no person at a fingerprint reader: a platform authenticator
 * ("this computer") that keeps discoverable credentials, verifies its user and answers every
 * ceremony at once.
 *
 * WebAuthn needs a secure context whose host can be a relying party's id: http://localhost is one
 * (checked with Debian's Chromium), http://127.0.0.1 is not (an IP address is no RP ID), and the
 * server pins the RP ID and origin to SITE_URL: so the Firestore site these tests open is
 * http://localhost:PORT (tests/e2e/support/global-setup.ts).
 */
/** A credential as the protocol hands it out and takes it back (its private key included). */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

export interface VirtualAuthenticator {
  /** The credentials it holds now (one per passkey enrolled on it). */
  credentials(): Promise<VirtualCredential[]>;
  /** Forgets one credential, as a key kept elsewhere: the next ceremony cannot use it. */
  removeCredential(credentialId: string): Promise<void>;
  /** Holds a credential again (one taken from credentials() before). */
  addCredential(credential: VirtualCredential): Promise<void>;
  /** Takes it away from the page: the next ceremony finds no authenticator at all. */
  remove(): Promise<void>;
}

/** Adds a virtual authenticator to `page` (Chromium only: the protocol is Chromium's). */
export async function addVirtualAuthenticator(
  page: Page,
  context: BrowserContext = page.context(),
): Promise<VirtualAuthenticator> {
  const session: CDPSession = await context.newCDPSession(page);
  await session.send('WebAuthn.enable');
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentials() {
      const { credentials } = await session.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials;
    },
    async removeCredential(credentialId) {
      await session.send('WebAuthn.removeCredential', { authenticatorId, credentialId });
    },
    async addCredential(credential) {
      await session.send('WebAuthn.addCredential', { authenticatorId, credential });
    },
    async remove() {
      await session.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
  };
}
