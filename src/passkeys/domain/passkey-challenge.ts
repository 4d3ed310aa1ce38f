import type { RandomSource } from '../../shared/domain/random-source';
import { drawCapabilityToken, isCapabilityToken } from '../../shared/domain/capability-token';

/** Which ceremony a challenge was drawn for: one never serves the other. */
export type CeremonyPurpose = 'registration' | 'authentication';

/**
 * A challenge the server drew for one ceremony of one member: kept on the server, taken once
 * (the first answer uses it up, right or wrong), and worthless after CHALLENGE_LIFETIME_MS.
 */
export interface PasskeyChallenge {
  /** 32 random bytes, base64url: what the authenticator signs over. */
  challenge: string;
  purpose: CeremonyPurpose;
  memberUid: string;
  expiresAt: Date;
  /**
   * The key the enrollment it served stored (its credential id): the network may send that
   * answer again, and is answered again, until the challenge expires.
   */
  enrolled?: string;
}

/** Long enough to unlock a phone through the QR hand-off; short enough that a leak is stale. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/**
 * A new challenge for `memberUid`, from the randomness port (a test's is deterministic): 256 bits
 * in base64url, as every capability token the server draws (capability-token.ts).
 */
export function drawChallenge(
  random: RandomSource,
  purpose: CeremonyPurpose,
  memberUid: string,
  now: Date,
): PasskeyChallenge {
  return {
    challenge: drawCapabilityToken(random),
    purpose,
    memberUid,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  };
}

/** Whether a challenge taken from the store may serve this ceremony of this member now. */
export function isChallengeFor(
  taken: PasskeyChallenge | null,
  purpose: CeremonyPurpose,
  memberUid: string,
  now: Date,
): taken is PasskeyChallenge {
  return (
    taken !== null &&
    taken.purpose === purpose &&
    taken.memberUid === memberUid &&
    now.getTime() < taken.expiresAt.getTime()
  );
}

/** A challenge as the store's id takes it: a capability token's shape. */
export const isChallengeText = (value: unknown): value is string =>
  typeof value === 'string' && isCapabilityToken(value);
