import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADDRESS_QUOTA,
  nextWindow,
  windowEndsAt,
} from '../../../src/submission/domain/address-quota';

const quota = { perWindow: 2, windowMs: 60 * 60_000 };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 9, 0) + minutes * 60_000);

describe('the per-address window', () => {
  it('is ten applications an hour unless set otherwise', () => {
    expect(DEFAULT_ADDRESS_QUOTA).toEqual({ perWindow: 10, windowMs: 3_600_000 });
  });

  it("starts with an address's first application and counts the next ones in it", () => {
    const first = nextWindow(undefined, quota, at(5));
    expect(first).toEqual({ count: 1, startedAt: at(5) });
    expect(nextWindow(first, quota, at(30))).toEqual({ count: 2, startedAt: at(5) });
  });

  it('has no place left once full, until it is over', () => {
    const full = { count: 2, startedAt: at(5) };
    expect(nextWindow(full, quota, at(64))).toBeUndefined();
    expect(nextWindow(full, quota, at(65))).toEqual({ count: 1, startedAt: at(65) });
    expect(windowEndsAt(full, quota)).toEqual(at(65));
  });
});
