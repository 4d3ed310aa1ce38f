import type { Clock } from '../shared/domain/clock';
import type { FormUseEvent } from '../form-use/domain/form-use';
import type { AddressKeys, AddressQuota, IntakeLedger } from '../submission/domain/address-quota';
import { clientKeyOf } from '../submission/domain/address-scope';

/**
 * How many of each event one client may count a day: a family or the office's counter fills a few
 * forms, and a mobile carrier's shared address more, but a script replaying beacons from one
 * address moves the board's figures by at most this much a day. Past it the beacon is answered
 * 429 and counts nothing.
 */
export const FORM_USE_PER_ADDRESS: AddressQuota = { perWindow: 20, windowMs: 24 * 60 * 60_000 };

/**
 * Whether a client may count `event` once more: FORM_USE_PER_ADDRESS, counted in the intake's
 * ledger under the keyed hash of its scope (an IPv6 client's /64: address-scope.ts), apart from
 * its intake count and for each event apart.
 */
export const formUseAdmission =
  (ledger: IntakeLedger, keys: AddressKeys, clock: Clock) =>
  async (address: string, event: FormUseEvent): Promise<boolean> =>
    (await ledger.admit(
      `uso-${event}:${clientKeyOf(keys, address)}`,
      FORM_USE_PER_ADDRESS,
      clock.now(),
    )) === 'admitted';
