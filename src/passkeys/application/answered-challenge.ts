import {
  isChallengeFor,
  type CeremonyPurpose,
  type PasskeyChallenge,
} from '../domain/passkey-challenge';
import { PasskeyRefusedError } from '../domain/passkey-errors';
import type { ChallengeStore, WebAuthnCeremonies } from '../domain/passkey-ports';

/**
 * The challenge an authenticator's answer names, taken from the store (used up whatever follows,
 * so no answer is tried twice); refused unless it was drawn for this ceremony of this member and
 * is still fresh. The first thing both ceremonies' second steps do.
 */
export async function takeAnsweredChallenge(
  ceremonies: Pick<WebAuthnCeremonies, 'challengeOf'>,
  challenges: ChallengeStore,
  response: unknown,
  expected: { purpose: CeremonyPurpose; memberUid: string; now: Date },
): Promise<PasskeyChallenge> {
  const challenge = ceremonies.challengeOf(response);
  const taken = challenge === null ? null : await challenges.take(challenge);
  if (!isChallengeFor(taken, expected.purpose, expected.memberUid, expected.now))
    throw new PasskeyRefusedError('challenge-unusable');
  return taken;
}
