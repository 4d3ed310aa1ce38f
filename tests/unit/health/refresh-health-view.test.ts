import { describe, expect, it, vi } from 'vitest';
import {
  AdminSignInSetupChecks,
  SIGNING_CHECK_UID,
} from '../../../src/health/adapters/server/admin-sign-in-setup';
import { InMemoryHealthStore } from '../../../src/health/adapters/memory/in-memory-health-store';
import { RefreshHealthView } from '../../../src/health/application/refresh-health-view';
import type { HealthCounts, SignInSetupChecks } from '../../../src/health/domain/health-ports';
import { actNowConcerns } from '../../../src/health/domain/health-verdict';
import { systemHealthOf } from '../../../src/health/domain/system-health';
import { InMemoryIntakeRefusals } from '../../../src/submission/adapters/memory/in-memory-intake-refusals';
import { fixedClock } from '../../support/deterministic';

const HOUR = 60 * 60_000;

/** Storage's counts as the server's aggregation would give them, and the moments asked for. */
function countsSince(asked: Date[]): HealthCounts {
  return {
    mailSince: async (since) => {
      asked.push(since);
      return {
        sent: 3,
        retrying: 0,
        givenUp: 0,
        lastErrorCode: null,
        lastErrorAt: null,
        lastSentAt: null,
        givenUpReceipts: [],
      };
    },
    intakeSince: async (since) => {
      asked.push(since);
      return { stored: 9, markedForReview: 1 };
    },
  };
}

/** A deployment with all that staff's sign-in needs. */
const setUp: SignInSetupChecks = {
  canSignSessions: async () => true,
  selfSignUp: async () => 'closed',
};

describe("Estado's measurement (RefreshHealthView)", () => {
  it("keeps the intake's stored, refused and marked counts of the last 24 hours, refusals by the hour", async () => {
    const clock = fixedClock();
    const now = clock.now();
    const refusals = new InMemoryIntakeRefusals();
    // Within the day, in the hour 24 hours back (counted whole), and two days back (not counted).
    await refusals.record(new Date(now.getTime() - 2 * HOUR));
    await refusals.record(new Date(now.getTime() - 2 * HOUR), true);
    await refusals.record(new Date(now.getTime() - 24 * HOUR));
    await refusals.record(new Date(now.getTime() - 48 * HOUR));
    const store = new InMemoryHealthStore();
    const asked: Date[] = [];

    const view = await new RefreshHealthView(
      store,
      countsSince(asked),
      refusals,
      setUp,
      clock,
    ).execute();

    expect(view.intake).toEqual({ stored: 9, refused: 3, markedForReview: 1, refusedByRelay: 1 });
    expect(asked).toContainEqual(new Date(now.getTime() - 24 * HOUR));
    expect((await store.view())?.intake).toEqual(view.intake);
  });

  it("keeps whether the server could sign the passkey's session: an Auth that cannot makes Estado say act now", async () => {
    const refusing = {
      createCustomToken: () =>
        Promise.reject(new Error('Permission iam.serviceAccounts.signBlob denied')),
    };
    const checks = new AdminSignInSetupChecks(refusing, async () => 'closed');
    const store = new InMemoryHealthStore();
    const clock = fixedClock();
    const quietly = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const view = await new RefreshHealthView(
      store,
      countsSince([]),
      new InMemoryIntakeRefusals(),
      checks,
      clock,
    ).execute();

    expect(quietly).toHaveBeenCalledOnce();
    quietly.mockRestore();
    expect(view.signIn).toEqual({ canSignSessions: false, selfSignUp: 'closed' });
    expect((await store.view())?.signIn).toEqual(view.signIn);
    const { verdict } = systemHealthOf(await store.view(), [], clock.now());
    expect(actNowConcerns(verdict)).toEqual([{ kind: 'sesion-sin-firma', level: 'actuar' }]);
  });

  it('signs a token for no account and throws it away; self sign-up that cannot be read is unknown', async () => {
    const signed: string[] = [];
    const checks = new AdminSignInSetupChecks(
      {
        createCustomToken: async (uid) => {
          signed.push(uid);
          return 'token';
        },
      },
      () => Promise.reject(new Error('offline')),
    );
    expect(await checks.canSignSessions()).toBe(true);
    expect(signed).toEqual([SIGNING_CHECK_UID]);
    expect(await checks.selfSignUp()).toBe('unknown');
  });
});
