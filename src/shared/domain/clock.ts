/** Port for the current time, so that saved dates are deterministic under test. */
export interface Clock {
  now(): Date;
}
