import { namedError } from '../../shared/domain/named-error';

/**
 * How many applications one network address may store in a window. Ten an hour by default: a
 * family, or the office's own computer at the counter, may send several in a row, and El
 * Salvador's mobile carriers put many phones behind one address (docs/deploying.md).
 */
export interface AddressQuota {
  perWindow: number;
  windowMs: number;
}

export const DEFAULT_ADDRESS_QUOTA: AddressQuota = { perWindow: 10, windowMs: 60 * 60_000 };

/** What an address has stored in its current window. */
export interface AddressWindow {
  count: number;
  startedAt: Date;
}

/**
 * The window after one more application from the address, or undefined when it has no place
 * left. A window starts with the first application after the last one ended (a fixed window:
 * one read and one write per submit, whatever the traffic).
 */
export function nextWindow(
  current: AddressWindow | undefined,
  quota: AddressQuota,
  now: Date,
): AddressWindow | undefined {
  if (!current || now.getTime() - current.startedAt.getTime() >= quota.windowMs) {
    return { count: 1, startedAt: now };
  }
  if (current.count >= quota.perWindow) return undefined;
  return { count: current.count + 1, startedAt: current.startedAt };
}

/** When a window stops mattering: storage may forget it from then on (a TTL policy). */
export const windowEndsAt = (window: AddressWindow, quota: AddressQuota): Date =>
  new Date(window.startedAt.getTime() + quota.windowMs);

/**
 * The server's count of what each address stored recently, kept under a keyed hash of the
 * address, never the address itself, and never beside an application. Adapters pass
 * tests/contract/intake-ledger-contract.ts.
 */
export interface IntakeLedger {
  /** Takes one of the key's places; 'over-limit' when none is left, and then nothing changes. */
  admit(addressKey: string, quota: AddressQuota, now: Date): Promise<'admitted' | 'over-limit'>;
  /**
   * Counts one more under a key that many senders share at once (the relay, the whole intake),
   * without a transaction, so a burst never queues on one document: the count of the clock's
   * current window (tallyWindowStart) including this one, and 'over-limit' once it passes the
   * quota. Never under-counted; near the limit, requests counted at the same moment may all
   * see it passed. Past the quota the count still grows, which changes nothing: the window is
   * over its limit for every sender alike.
   */
  tally(key: string, quota: AddressQuota, now: Date): Promise<'within' | 'over-limit'>;
}

/** The window a shared count is in: the clock's, aligned to its length (no read to start one). */
export const tallyWindowStart = (quota: AddressQuota, now: Date): Date =>
  new Date(now.getTime() - (now.getTime() % quota.windowMs));

/**
 * A keyed hash of a network address: one address gives one key, and without the secret the key
 * gives nothing back (9,000 numbers' worth of applicants' addresses are not a secret by count).
 */
export interface AddressKeys {
  keyOf(address: string): string;
}

/** This address stored as many applications as its window allows: nothing was saved. */
export class AddressLimitReachedError extends namedError('AddressLimitReachedError') {}
