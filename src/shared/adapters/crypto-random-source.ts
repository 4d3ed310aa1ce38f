import type { RandomSource } from '../domain/random-source';

/** Web Crypto randomness: application numbers should not be guessable from earlier ones. */
export class CryptoRandomSource implements RandomSource {
  next(): number {
    const [value = 0] = globalThis.crypto.getRandomValues(new Uint32Array(1));
    return value / 2 ** 32;
  }
}
