import { describe, expect, it } from 'vitest';
import { FirestoreHealthReadings } from '../../src/health/adapters/firestore/firestore-health-readings';
import { AdminHealthCounts } from '../../src/health/adapters/server/admin-health-counts';
import { AdminHealthStore } from '../../src/health/adapters/server/admin-health-store';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { afterFailure, DELIVERY_POLICY } from '../../src/notifications/domain/delivery';
import { AdminReviewMarks } from '../../src/submission/adapters/server/admin-review-marks';
import { describeHealthStoreContract } from '../contract/health-store-contract';
import { mailTo } from '../contract/outbox-contract';
import { applicationRecord } from '../support/application-record-fixtures';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { registerStaffTestProject } from './support/staff-test-project';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const admin = { uid: 'admin-1', email: 'admin@cooperativa.example' };
const env = registerStaffTestProject('health');

async function freshProject() {
  await env.project.admin.clear();
  await env.privileged.grant(admin.uid, 'admin', admin.email);
  return env.project.adminDb();
}

describeHealthStoreContract("AdminHealthStore (emulator, the server's SDK)", async () => {
  const store = new AdminHealthStore(await freshProject());
  return { store, readings: store };
});

describeHealthStoreContract(
  'FirestoreHealthReadings (emulator, project rules, as an admin; the server records)',
  async () => {
    const store = new AdminHealthStore(await freshProject());
    return {
      store,
      readings: new FirestoreHealthReadings(env.project.signedIn(admin), JAR_CALL_LIMIT_MS),
    };
  },
);

describe("Estado's counts on the server (aggregation counts, bounded pages)", () => {
  const now = new Date(Date.UTC(2026, 10, 26, 15, 0));
  const ago = (hours: number) => new Date(now.getTime() - hours * 60 * 60_000);

  it('counts e-mail sent, retrying and given up since a moment, with the last code and the receipts given up', async () => {
    const db = await freshProject();
    const outbox = new AdminOutbox(db);
    const fail = async (
      id: string,
      at: Date,
      code: 'MAIL_AUTH_FAILED' | 'MAIL_REFUSED',
      last = false,
    ) => {
      await outbox.enqueue(id, mailTo('ana@example.com'), at);
      const [taken] = await outbox.claimDue(at, 50, DELIVERY_POLICY.leaseMs);
      const attempts = last ? DELIVERY_POLICY.maxAttempts - 1 : 0;
      await outbox.recordFailure(afterFailure({ ...taken!, attempts }, at, 'Error: x', code));
    };
    await outbox.enqueue('SOL1001-acuse', mailTo('a@example.com'), ago(30));
    await outbox.claimDue(ago(30), 50, DELIVERY_POLICY.leaseMs);
    await outbox.recordSent('SOL1001-acuse', ago(30));
    await outbox.enqueue('old-sent', mailTo('b@example.com'), ago(24 * 9));
    await outbox.claimDue(ago(24 * 9), 50, DELIVERY_POLICY.leaseMs);
    await outbox.recordSent('old-sent', ago(24 * 9));
    await fail('SOL2002-acuse', ago(5), 'MAIL_REFUSED', true);
    await fail('resumen-2026-11-25-x', ago(4), 'MAIL_REFUSED', true);
    await fail('SOL3003-acuse', ago(2), 'MAIL_AUTH_FAILED');

    const counts = await new AdminHealthCounts(db).mailSince(ago(24 * 7));

    expect(counts).toEqual({
      sent: 1,
      retrying: 1,
      givenUp: 2,
      lastErrorCode: 'MAIL_AUTH_FAILED',
      lastErrorAt: ago(2),
      lastSentAt: ago(30),
      givenUpReceipts: ['SOL2002'],
    });
  });

  it('counts the applications stored and marked for review since a moment', async () => {
    const db = await freshProject();
    const [recent, older, old] = ['SOL1234', 'SOL2345', 'SOL3456'] as ApplicationId[];
    await env.privileged.seed([
      applicationRecord(recent!, ago(1)),
      applicationRecord(older!, ago(20)),
      applicationRecord(old!, ago(30)),
    ]);
    await new AdminReviewMarks(db).mark(recent!, ago(1), 'limite-de-recepcion');
    await new AdminReviewMarks(db).mark(old!, ago(30), 'limite-de-recepcion');

    expect(await new AdminHealthCounts(db).intakeSince(ago(24))).toEqual({
      stored: 2,
      markedForReview: 1,
    });
  });
});
