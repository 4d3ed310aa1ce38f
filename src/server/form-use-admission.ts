import type { Clock } from '../shared/domain/clock';
import type { FormUseEvent } from '../form-use/domain/form-use';
import type { AddressKeys, AddressQuota, IntakeLedger } from '../submission/domain/address-quota';
import { addressScope } from '../submission/domain/address-scope';

/**
 * How many of each event one client may count a day: a family or the office's counter fills a few
 * forms, and a mobile carrier's shared address more, but a script replaying beacons from one
 * address moves the board's figures by at most this much a day. Past it the beacon is answered
 * 429 and counts nothing.
 */
export const FORM_USE_PER_ADDRESS: AddressQuota = { perWindow: 20, windowMs: 24 * 60 * 60_000 };

/**
 * How many beacons, of both events, one relay (the right-most X-Forwarded-For entry:
 * client-address.ts) may count in a clock hour. Through the site the relay is a node of Hosting's
 * CDN, which carries every visitor near it: two beacons for each of the intake's 120 applications
 * an hour through one relay (INTAKE_PER_RELAY_PER_HOUR), and many more forms begun than sent, stay
 * well within it. At the function's own URL the relay is the caller itself, which can write any
 * sender it likes on the left: this is what bounds it.
 */
export const FORM_USE_PER_RELAY: AddressQuota = { perWindow: 1000, windowMs: 60 * 60_000 };

/**
 * The ledger key of `address` for one purpose. The purpose is inside the keyed hash, so the
 * key of a start, of a send and of the intake's count for the same address are three unrelated
 * hashes: the ledger cannot join a form begun to a form sent, or either to an application.
 */
export const formUseKeyOf = (keys: AddressKeys, purpose: string, address: string): string =>
  `${purpose}:${keys.keyOf(`${purpose}:${addressScope(address)}`)}`;

/**
 * Whether a client may count `event` once more: FORM_USE_PER_ADDRESS, counted in the intake's
 * ledger under a keyed hash of its scope (an IPv6 client's /64: address-scope.ts) for that event,
 * then, through a relay, FORM_USE_PER_RELAY, a tally every sender behind it shares (counted only
 * for what the sender's own bound admitted, as the intake does).
 */
export const formUseAdmission =
  (ledger: IntakeLedger, keys: AddressKeys, clock: Clock) =>
  async (address: string, event: FormUseEvent, relay?: string): Promise<boolean> => {
    const now = clock.now();
    const sender = formUseKeyOf(keys, `uso-${event}`, address);
    if ((await ledger.admit(sender, FORM_USE_PER_ADDRESS, now)) === 'over-limit') return false;
    if (relay === undefined) return true;
    const relayKey = formUseKeyOf(keys, 'uso-relevo', relay);
    return (await ledger.tally(relayKey, FORM_USE_PER_RELAY, now)) === 'within';
  };
