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
}

export const DEFAULT_INTAKE_LIMITS: IntakeLimits = {
  perAddress: DEFAULT_ADDRESS_QUOTA,
  wholeIntake: DEFAULT_WHOLE_INTAKE_QUOTA,
  perRelay: { ...DEFAULT_WHOLE_INTAKE_QUOTA, perWindow: 2 * DEFAULT_WHOLE_INTAKE_QUOTA.perWindow },
};
