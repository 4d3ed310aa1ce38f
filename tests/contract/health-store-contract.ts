import { describe, expect, it } from 'vitest';
import { heartbeatOf } from '../../src/health/domain/heartbeat';
import type { HealthReadings, HealthStore } from '../../src/health/domain/health-ports';
import type { HealthView } from '../../src/health/domain/health-view';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 15, 0) + minutes * 60_000);

export const aHealthView = (measuredAt: Date): HealthView => ({
  measuredAt,
  mail: {
    sent: 12,
    retrying: 3,
    givenUp: 1,
    lastErrorCode: 'MAIL_AUTH_FAILED',
    lastErrorAt: at(-2),
    lastSentAt: at(-90),
    failingSince: at(-80),
    givenUpReceipts: ['SOL4821'],
  },
  intake: { stored: 7, refused: 4, markedForReview: 2, refusedByRelay: 1 },
  signIn: { canSignSessions: false, selfSignUp: 'open' },
});

/**
 * What every health store promises: the server writes, and whoever reads (the server's own
 * adapter, or the admins' page over its rules) reads back exactly that.
 */
export function describeHealthStoreContract(
  adapterName: string,
  create: () => Promise<{ store: HealthStore; readings: HealthReadings }>,
) {
  describe(`${adapterName} honours the HealthStore contract`, () => {
    it('reads nothing before the server wrote anything', async () => {
      const { readings } = await create();
      expect(await readings.heartbeats()).toEqual([]);
      expect(await readings.view()).toBeUndefined();
    });

    it("keeps each job's last heartbeat only", async () => {
      const { store, readings } = await create();
      await store.recordHeartbeat(heartbeatOf('dailyDigest', 'ok', at(0)));
      await store.recordHeartbeat(heartbeatOf('retryQueuedMail', 'ok', at(0)));
      await store.recordHeartbeat(heartbeatOf('retryQueuedMail', 'failed', at(5)));

      const beats = await readings.heartbeats();
      expect(beats).toHaveLength(2);
      expect(beats).toContainEqual(heartbeatOf('retryQueuedMail', 'failed', at(5)));
      expect(beats).toContainEqual(heartbeatOf('dailyDigest', 'ok', at(0)));
    });

    it('keeps the last measurement, dates and codes as written', async () => {
      const { store, readings } = await create();
      await store.recordView(aHealthView(at(0)));
      await store.recordView(aHealthView(at(5)));
      expect(await readings.view()).toEqual(aHealthView(at(5)));
    });

    it("reads a measurement made before the server checked sign-in's setup as saying nothing of it", async () => {
      const { store, readings } = await create();
      const { signIn, ...before } = aHealthView(at(0));
      expect(signIn).toBeDefined();
      await store.recordView(before);
      expect(await readings.view()).toEqual(before);
    });
  });
}
