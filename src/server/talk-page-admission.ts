import type { Clock } from '../shared/domain/clock';
import type { AddressKeys, AddressQuota, IntakeLedger } from '../submission/domain/address-quota';
import { clientKeyOf } from '../submission/domain/address-scope';
import { TALK_PAGE_POSTS_PER_ADDRESS } from '../talks/adapters/server/talk-pages';

/**
 * POSTs an hour to the talk and status pages together through one relay, the right-most
 * X-Forwarded-For entry (relayAddress, client-address.ts). Through the site that is a CDN node
 * every visitor behind it shares, so it is generous (many times the intake's 120 an hour per
 * relay: each applicant may post a few times); called at the function's own URL it is the caller
 * itself, whatever it forged on the left, so a forged header cannot turn each request into a new
 * "address" past this bound (docs/deploying.md).
 */
export const LINK_PAGE_POSTS_PER_RELAY: AddressQuota = { perWindow: 600, windowMs: 60 * 60_000 };

/**
 * The relay's count, shared by the talk and the status pages: a tally (nothing queues on it),
 * taken after the client's own count so that what one client is refused never costs the others.
 */
async function withinRelay(
  ledger: IntakeLedger,
  keys: AddressKeys,
  clock: Clock,
  relay: string | undefined,
): Promise<boolean> {
  if (relay === undefined) return true;
  const key = `relevo-enlaces:${clientKeyOf(keys, relay)}`;
  return (await ledger.tally(key, LINK_PAGE_POSTS_PER_RELAY, clock.now())) === 'within';
}

/**
 * Whether a client may POST to the talk pages once more: TALK_PAGE_POSTS_PER_ADDRESS an hour,
 * counted in the intake's ledger under the keyed hash of its scope (an IPv6 client's /64:
 * address-scope.ts), apart from its intake count, and within its relay's count.
 */
export const talkPageAdmission =
  (ledger: IntakeLedger, keys: AddressKeys, clock: Clock) =>
  async (address: string, relay?: string): Promise<boolean> =>
    (await ledger.admit(
      `charla:${clientKeyOf(keys, address)}`,
      TALK_PAGE_POSTS_PER_ADDRESS,
      clock.now(),
    )) === 'admitted' && (await withinRelay(ledger, keys, clock, relay));

/**
 * The same for the status pages (/estado/…): their own count of POSTs, at the talk pages' rate,
 * apart from the talks' and from Perdí el enlace's stricter counts (lost-link.ts), and within
 * the relay's count shared with the talk pages.
 */
export const statusPageAdmission =
  (ledger: IntakeLedger, keys: AddressKeys, clock: Clock) =>
  async (address: string, relay?: string): Promise<boolean> =>
    (await ledger.admit(
      `estado:${clientKeyOf(keys, address)}`,
      TALK_PAGE_POSTS_PER_ADDRESS,
      clock.now(),
    )) === 'admitted' && (await withinRelay(ledger, keys, clock, relay));
