import type { NumberSpaceReading } from '../../submission/domain/number-space';

/**
 * The last reading of the number space, kept for the admins' screen. Only the server's daily
 * schedule measures and records; the admins read. What it counts is the applications'
 * (src/applications/domain/number-space-counter.ts). Adapters pass
 * tests/contract/number-space-gauge-contract.ts.
 */
export interface NumberSpaceGauge {
  /** Undefined until the first measurement. */
  latest(): Promise<NumberSpaceReading | undefined>;
  /** Replaces the last reading. */
  record(reading: NumberSpaceReading): Promise<void>;
}

/** What the admins' screen reads of the gauge. */
export type NumberSpaceReadings = Pick<NumberSpaceGauge, 'latest'>;

/**
 * Told once when the space passes the alert share (src/server binds it to the admins' e-mail, as
 * the intake's arrival is bound to its notices).
 */
export interface NumberSpaceAlarm {
  passedAlertShare(reading: NumberSpaceReading): Promise<void>;
}
