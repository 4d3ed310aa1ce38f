import * as Quota from '../../domain/address-quota';

/** The per-address count in this process's memory: tests, and a single server instance. */
export class InMemoryIntakeLedger implements Quota.IntakeLedger {
  private readonly windows = new Map<string, Quota.AddressWindow>();

  async admit(
    addressKey: string,
    quota: Quota.AddressQuota,
    now: Date,
  ): Promise<'admitted' | 'over-limit'> {
    const next = Quota.nextWindow(this.windows.get(addressKey), quota, now);
    if (!next) return 'over-limit';
    this.windows.set(addressKey, next);
    return 'admitted';
  }

  /** What the ledger holds for a key, as a store would keep it (with when it may be forgotten). */
  stored(addressKey: string, quota: Quota.AddressQuota): Record<string, unknown> | undefined {
    const window = this.windows.get(addressKey);
    return window && { ...window, expireAt: Quota.windowEndsAt(window, quota) };
  }
}
