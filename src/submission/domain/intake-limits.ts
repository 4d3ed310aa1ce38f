import { namedError } from '../../shared/domain/named-error';
import { DEFAULT_ADDRESS_QUOTA, type AddressQuota } from './address-quota';
import { DEFAULT_WHOLE_INTAKE_QUOTA } from './intake-review';

/** The server intake's limits, each a count by the hour (AdmitApplication applies them). */
export interface IntakeLimits {
  perAddress: AddressQuota;
  wholeIntake: AddressQuota;
  /**
   * Per relay: twice the whole intake's hour. A script calling the function's own URL with
   * forged addresses is stopped by it. Through the site the relay is the CDN node every visitor
   * shares, so it counts only what every per-address limit admitted: one client takes at most
   * its own limit of it, never all of it (docs/deploying.md).
   */
  perRelay: AddressQuota;
  /**
   * The whole intake's plain forms that could not be verified (sent without the page's script
   * while App Check is required), by the clock's day: each is held for review but still takes
   * one of the 9,000 SOL numbers, so past this the next is refused (nothing stored, the form
   * kept) until the day ends. DEFAULT_UNVERIFIED_QUOTA unless given.
   */
  unverified?: AddressQuota;
}

/**
 * Twenty a day: far more than the applicants whose browser runs no script, and at most 600
 * numbers a month held by forms staff have not cleared, however many clients send them.
 */
export const DEFAULT_UNVERIFIED_QUOTA: AddressQuota = { perWindow: 20, windowMs: 24 * 60 * 60_000 };

export const DEFAULT_INTAKE_LIMITS: IntakeLimits = {
  perAddress: DEFAULT_ADDRESS_QUOTA,
  wholeIntake: DEFAULT_WHOLE_INTAKE_QUOTA,
  perRelay: { ...DEFAULT_WHOLE_INTAKE_QUOTA, perWindow: 2 * DEFAULT_WHOLE_INTAKE_QUOTA.perWindow },
  unverified: DEFAULT_UNVERIFIED_QUOTA,
};

/** The intake's ledger key for the day's count of unverified plain forms. */
export const UNVERIFIED_KEY = 'sin-verificacion';

/** The day's unverified plain forms took every number they may: nothing was saved. */
export class UnverifiedLimitReachedError extends namedError('UnverifiedLimitReachedError') {}
