import type { Clock } from '../../../shared/domain/clock';
import { InMemoryHealthStore } from '../../../health/adapters/memory/in-memory-health-store';
import { heartbeatOf } from '../../../health/domain/heartbeat';
import type { HealthReadings } from '../../../health/domain/health-ports';
import { JOB_SCHEDULES, SCHEDULED_JOBS } from '../../../health/domain/scheduled-jobs';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How far back each job's last due time is certainly found: its period. */
const PERIOD_MS = {
  retryQueuedMail: 7 * MINUTE,
  dailyDigest: DAY,
  measureNumberSpace: DAY,
  monthlyPurge: 31 * DAY,
} as const;

/**
 * Demo mode has no server: Estado reads an in-memory store written as it is read, so that every
 * job ran when last due, the outbox retried a few messages after the mail server was unreachable
 * for a moment, and one receipt was given up (`givenUp`: a demo application's SOL number, or none).
 * Nothing is late and nothing has failed for an hour: no banner, unless the tab is left to run.
 */
export function demoHealth(clock: Clock, givenUp: readonly string[]): HealthReadings {
  const store = new InMemoryHealthStore();
  const measure = async () => {
    const now = clock.now();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
    for (const job of SCHEDULED_JOBS) {
      const ranAt = JOB_SCHEDULES[job].nextDueAfter(new Date(now.getTime() - PERIOD_MS[job]));
      await store.recordHeartbeat(heartbeatOf(job, 'ok', ranAt));
    }
    await store.recordView({
      measuredAt: ago(2),
      mail: {
        sent: 41,
        retrying: 2,
        givenUp: givenUp.length,
        lastErrorCode: 'MAIL_UNREACHABLE',
        lastErrorAt: ago(25),
        lastSentAt: ago(4),
        givenUpReceipts: [...givenUp],
        failingSince: null,
      },
      intake: { stored: 6, refused: 3, markedForReview: 1, refusedByRelay: 0 },
      signIn: { canSignSessions: true, selfSignUp: 'closed' },
    });
  };
  return {
    heartbeats: async () => {
      await measure();
      return store.heartbeats();
    },
    view: async () => {
      await measure();
      return store.view();
    },
  };
}
