import { nextWindow, tallyWindowStart, windowEndsAt } from '../../domain/address-quota';
import type { AddressQuota, AddressWindow, IntakeLedger } from '../../domain/address-quota';

/** The per-address count in this process's memory: tests, and a single server instance. */
export class InMemoryIntakeLedger implements IntakeLedger {
  private readonly windows = new Map<string, AddressWindow>();

  async admit(
    addressKey: string,
    quota: AddressQuota,
    now: Date,
  ): Promise<'admitted' | 'over-limit'> {
    const next = nextWindow(this.windows.get(addressKey), quota, now);
    if (!next) return 'over-limit';
    this.windows.set(addressKey, next);
    return 'admitted';
  }

  private readonly tallies = new Map<string, number>();

  async tally(key: string, quota: AddressQuota, now: Date): Promise<'within' | 'over-limit'> {
    const windowKey = `${key}@${tallyWindowStart(quota, now).getTime()}`;
    const count = (this.tallies.get(windowKey) ?? 0) + 1;
    this.tallies.set(windowKey, count);
    return count > quota.perWindow ? 'over-limit' : 'within';
  }

  /** What the ledger holds for a key, as a store would keep it (with when it may be forgotten). */
  stored(addressKey: string, quota: AddressQuota): Record<string, unknown> | undefined {
    const window = this.windows.get(addressKey);
    return window && { ...window, expireAt: windowEndsAt(window, quota) };
  }
}
