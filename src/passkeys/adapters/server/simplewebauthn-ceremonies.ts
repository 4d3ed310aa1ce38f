import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { SignedInUser } from '../../../access/domain/staff-member';
import type { Passkey } from '../../domain/passkey';
import type { RegisteredKey, WebAuthnCeremonies } from '../../domain/passkey-ports';

/** Where the ceremonies are pinned: the site's own address, nothing else. */
export interface RelyingParty {
  /** The site's host name (SITE_URL's): a key made for another site is not accepted. */
  id: string;
  /** The site's origin (SITE_URL's): an answer collected on another page is refused. */
  origin: string;
  /** What the authenticator shows the member. */
  name: string;
}

/** The relying party of the site at `siteUrl`: its host and its origin. */
export function relyingPartyOf(siteUrl: string, name: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const TRANSPORTS: readonly string[] = ['ble', 'hybrid', 'internal', 'nfc', 'usb'];

/** The transports the browser may try again, of those WebAuthn names (a stored one may be new). */
const transportsOf = (passkey: Passkey) =>
  passkey.transports.filter((each): each is AuthenticatorTransport => TRANSPORTS.includes(each));

/**
 * WebAuthn's ceremonies through SimpleWebAuthn's server package: user verification required
 * (a PIN or a fingerprint, not a touch alone), any attestation accepted as 'none' (the office
 * trusts whichever authenticator its members choose), the relying party and origin pinned.
 * The library throws on an answer that fails a check; here that is a null, a refusal.
 */
export class SimpleWebAuthnCeremonies implements WebAuthnCeremonies {
  constructor(private readonly rp: RelyingParty) {}

  async registrationOptions(input: {
    challenge: string;
    member: SignedInUser;
    existing: readonly Passkey[];
  }): Promise<unknown> {
    return generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: input.member.email,
      userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(input.member.uid)),
      challenge: isoBase64URL.toBuffer(input.challenge),
      attestationType: 'none',
      excludeCredentials: input.existing.map((key) => ({
        id: key.id,
        transports: transportsOf(key),
      })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
  }

  async verifyRegistration(response: unknown, challenge: string): Promise<RegisteredKey | null> {
    try {
      const result = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
      });
      if (!result.verified) return null;
      const { credential } = result.registrationInfo;
      return {
        id: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      };
    } catch {
      return null;
    }
  }

  async authenticationOptions(input: {
    challenge: string;
    allowed: readonly Passkey[];
  }): Promise<unknown> {
    return generateAuthenticationOptions({
      rpID: this.rp.id,
      challenge: isoBase64URL.toBuffer(input.challenge),
      allowCredentials: input.allowed.map((key) => ({ id: key.id, transports: transportsOf(key) })),
      userVerification: 'required',
    });
  }

  async verifyAuthentication(
    response: unknown,
    challenge: string,
    passkey: Passkey,
  ): Promise<{ counter: number } | null> {
    try {
      const result = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: true,
        credential: {
          id: passkey.id,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
      });
      return result.verified ? { counter: result.authenticationInfo.newCounter } : null;
    } catch {
      return null;
    }
  }

  challengeOf(response: unknown): string | null {
    try {
      const clientData = record(record(response).response).clientDataJSON;
      if (typeof clientData !== 'string') return null;
      const challenge = record(JSON.parse(isoBase64URL.toUTF8String(clientData))).challenge;
      return typeof challenge === 'string' ? challenge : null;
    } catch {
      return null;
    }
  }

  credentialIdOf(response: unknown): string | null {
    const id = record(response).id;
    return typeof id === 'string' ? id : null;
  }
}
