/**
 * How many SOL numbers the stored applications hold: a live application's number is taken, an
 * erasure record's is quarantined (erasure-record.ts). The same counts as the number space's
 * (src/submission/domain/number-space.ts NumberSpaceCounts), stated here so that this module
 * needs no other.
 */
export interface NumberCounts {
  taken: number;
  quarantined: number;
}

/**
 * Counts the numbers that cannot be drawn, without reading the applications (storage's
 * aggregation): privacy's daily measurement of the number space. Adapters pass
 * tests/contract/number-space-counter-contract.ts.
 */
export interface NumberSpaceCounter {
  countNumbers(): Promise<NumberCounts>;
}
