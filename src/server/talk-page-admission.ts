import type { Clock } from '../shared/domain/clock';
import type { AddressKeys, IntakeLedger } from '../submission/domain/address-quota';
import { clientKeyOf } from '../submission/domain/address-scope';
import { TALK_PAGE_POSTS_PER_ADDRESS } from '../talks/adapters/server/talk-pages';

/**
 * Whether a client may POST to the talk pages once more: TALK_PAGE_POSTS_PER_ADDRESS an hour,
 * counted in the intake's ledger under the keyed hash of its scope (an IPv6 client's /64:
 * address-scope.ts), apart from its intake count.
 */
export const talkPageAdmission =
  (ledger: IntakeLedger, keys: AddressKeys, clock: Clock) =>
  async (address: string): Promise<boolean> =>
    (await ledger.admit(
      `charla:${clientKeyOf(keys, address)}`,
      TALK_PAGE_POSTS_PER_ADDRESS,
      clock.now(),
    )) === 'admitted';

/**
 * The same for the status pages (/estado/…): their own count of POSTs, at the talk pages' rate,
 * apart from the talks' and from Perdí el enlace's stricter counts (lost-link.ts).
 */
export const statusPageAdmission =
  (ledger: IntakeLedger, keys: AddressKeys, clock: Clock) =>
  async (address: string): Promise<boolean> =>
    (await ledger.admit(
      `estado:${clientKeyOf(keys, address)}`,
      TALK_PAGE_POSTS_PER_ADDRESS,
      clock.now(),
    )) === 'admitted';
