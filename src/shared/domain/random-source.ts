/** Port for randomness, so that id draws are deterministic under test. */
export interface RandomSource {
  /** A number uniformly distributed in [0, 1). */
  next(): number;
}
