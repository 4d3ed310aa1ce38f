import type { RandomSource } from './random-source';

/**
 * A link that is a capability (whoever holds it may use it: a talk's pass, an application's
 * status page) carries a random token and nothing else; storage keeps only its SHA-256
 * (src/shared/adapters/server/token-hash.ts), never the token.
 */

/** 32 bytes, base64url without padding: 43 characters. */
export const CAPABILITY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isCapabilityToken = (value: string): boolean => CAPABILITY_TOKEN_PATTERN.test(value);

/**
 * A new token: 256 bits from the random source (eight 32-bit draws; on the server Web Crypto's),
 * written as base64url without padding (the platform's btoa, then the URL-safe alphabet).
 */
export function drawCapabilityToken(random: RandomSource): string {
  const bytes = Array.from({ length: 8 }, () => Math.floor(random.next() * 2 ** 32)).flatMap(
    (word) => [word >>> 24, (word >>> 16) & 255, (word >>> 8) & 255, word & 255],
  );
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
