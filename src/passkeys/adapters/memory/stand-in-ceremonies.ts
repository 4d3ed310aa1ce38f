import type { RegisteredKey, WebAuthnCeremonies } from '../../domain/passkey-ports';
import { isStandInAnswer, textField } from './stand-in-answer';

/**
 * Demo mode's WebAuthn ceremonies: it verifies NOTHING cryptographic. There is no authenticator
 * in the demo (the screens say so) and so no signature to check: it accepts only the stand-in
 * authenticator's answers (demo-stand-in-authenticator.ts) that echo the challenge drawn, and,
 * to sign in, name the key asked about. Everything around it is the server's own: the challenge
 * drawn and used once, the member's keys, who may take which away, the audit log. Never bound
 * where a real authenticator answers (the server binds SimpleWebAuthnCeremonies).
 */
export class StandInCeremonies implements WebAuthnCeremonies {
  async registrationOptions(input: Parameters<WebAuthnCeremonies['registrationOptions']>[0]) {
    await Promise.resolve();
    return {
      challenge: input.challenge,
      user: { id: input.member.uid, name: input.member.email },
      excludeCredentials: input.existing.map(({ id }) => ({ id, type: 'public-key' })),
    };
  }

  async verifyRegistration(response: unknown, challenge: string): Promise<RegisteredKey | null> {
    await Promise.resolve();
    if (!isStandInAnswer(response, 'create') || response.challenge !== challenge) return null;
    // No public key: nothing will ever check a signature with it.
    return { id: response.id, publicKey: '', counter: 0, transports: [] };
  }

  async authenticationOptions(input: Parameters<WebAuthnCeremonies['authenticationOptions']>[0]) {
    await Promise.resolve();
    return {
      challenge: input.challenge,
      allowCredentials: input.allowed.map(({ id }) => ({ id, type: 'public-key' })),
    };
  }

  async verifyAuthentication(
    response: unknown,
    challenge: string,
    passkey: { id: string; counter: number },
  ): Promise<{ counter: number } | null> {
    await Promise.resolve();
    const answers = isStandInAnswer(response, 'get') && response.challenge === challenge;
    return answers && response.id === passkey.id ? { counter: passkey.counter } : null;
  }

  challengeOf(response: unknown): string | null {
    return textField(response, 'challenge');
  }

  credentialIdOf(response: unknown): string | null {
    return textField(response, 'id');
  }
}
