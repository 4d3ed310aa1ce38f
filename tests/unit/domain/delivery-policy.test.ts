import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  DELIVERY_POLICY,
  newDelivery,
  retryDelayMs,
} from '../../../src/notifications/domain/delivery';

const MINUTE = 60_000;

describe('how the server retries an e-mail', () => {
  it('waits a minute after the first failure, doubling, never more than six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1, 2, 4, 8].map((n) => n * MINUTE));
    expect(retryDelayMs(20)).toBe(6 * 60 * MINUTE);
  });

  it('keeps trying for more than a day before it gives up', () => {
    const waited = Array.from({ length: DELIVERY_POLICY.maxAttempts - 1 }, (_, n) =>
      retryDelayMs(n + 1),
    ).reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeGreaterThan(24 * 60 * MINUTE);
  });

  it('gives up at the last attempt, and then the message is final', () => {
    const now = new Date('2026-11-23T09:00:00Z');
    const almost = {
      ...newDelivery('m', { to: 'a', subject: 's', text: 't', html: 'h' }, now),
      attempts: DELIVERY_POLICY.maxAttempts - 2,
    };
    expect(afterFailure(almost, now, 'Error: x', 'MAIL_FAILED')).toMatchObject({
      state: 'pending',
    });
    const last = { ...almost, attempts: DELIVERY_POLICY.maxAttempts - 1 };
    expect(afterFailure(last, now, 'Error: x', 'MAIL_FAILED')).toMatchObject({
      state: 'failed',
      nextAttemptAt: null,
    });
  });
});
