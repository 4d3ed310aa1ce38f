import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { ArrivalRecord } from '../../src/inbox/domain/arrival-records';
import { FirestoreArrivalRecords } from '../../src/inbox/adapters/firestore/firestore-arrival-records';
import { AdminOutbox } from '../../src/notifications/adapters/server/admin-outbox';
import { receiptId } from '../../src/notifications/application/announce-application';
import { AdminReviewMarks } from '../../src/submission/adapters/server/admin-review-marks';
import { OUTBOX_STATES_COLLECTION } from '../../src/notifications/adapters/notifications-collections';
import { REVIEW_MARKS_COLLECTION } from '../../src/submission/adapters/submission-collections';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import { describeArrivalRecordsContract } from '../contract/arrival-records-contract';
import { registerStaffTestProject } from './support/staff-test-project';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const member = { uid: 'miembro-1', email: 'miembro@cooperativa.example' };
const APPLICANT = 'rosalinda.quintanilla@example.com';
const mail = {
  to: APPLICANT,
  subject: 'Recibimos tu solicitud',
  text: 'Hola, Rosalinda.',
  html: '<p>Hola, Rosalinda.</p>',
};

const env = registerStaffTestProject('arrival-records');

/**
 * What the server leaves for an application, written by the server's own code (its outbox and
 * review marks, the Admin SDK): the staff adapter must read exactly that.
 */
async function recordAsServer(db: Firestore, id: ApplicationId, arrival: ArrivalRecord) {
  const { receipt, reviewMark } = arrival;
  const outbox = new AdminOutbox(db);
  const messageId = receiptId({ id });
  if (receipt.state !== 'none') {
    const queuedAt = receipt.state === 'pending' ? receipt.nextAttemptAt : new Date(0);
    await outbox.enqueue(messageId, mail, queuedAt);
    const queued = (await outbox.deliveryOf(messageId))!;
    const lastError = 'Error: connection refused';
    if (receipt.state === 'sent') await outbox.recordSent(messageId, receipt.sentAt);
    if (receipt.state === 'pending' && receipt.attempts > 0)
      await outbox.recordFailure({ ...queued, attempts: receipt.attempts, lastError });
    if (receipt.state === 'failed')
      await outbox.recordFailure({
        ...queued,
        state: 'failed',
        attempts: receipt.attempts,
        nextAttemptAt: null,
        lastError,
      });
  }
  if (reviewMark) await new AdminReviewMarks(db).mark(id, reviewMark.markedAt, reviewMark.reason);
}

async function freshProject() {
  const { project, privileged } = env;
  await project.admin.clear();
  await privileged.grant(member.uid, 'staff', member.email);
}

describeArrivalRecordsContract(
  'FirestoreArrivalRecords (emulator, project rules, as a member)',
  async () => {
    await freshProject();
    return {
      records: new FirestoreArrivalRecords(env.project.signedIn(member), JAR_CALL_LIMIT_MS),
      recorded: (id, arrival) => recordAsServer(env.project.adminDb(), id, arrival),
    };
  },
);

describe('FirestoreArrivalRecords past the contract', () => {
  it('is refused to someone signed in who is not on the allowlist', async () => {
    await freshProject();
    const outsider = { uid: 'cualquiera', email: 'cualquiera@example.com' };
    const records = new FirestoreArrivalRecords(env.project.signedIn(outsider), JAR_CALL_LIMIT_MS);
    await expect(records.arrivalOf('SOL1000')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('names the damaged field of a receipt, never its value', async () => {
    await freshProject();
    await env.privileged.write(`${OUTBOX_STATES_COLLECTION}/SOL1000-acuse`, {
      to: APPLICANT,
      state: 'pending',
      attempts: APPLICANT,
      nextAttemptAt: new Date(),
    });
    const records = new FirestoreArrivalRecords(env.project.signedIn(member), JAR_CALL_LIMIT_MS);
    const error = await records.arrivalOf('SOL1000').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedDocumentError);
    expect(error).toMatchObject({ path: 'OutboxStates/SOL1000-acuse', field: 'attempts' });
    expect((error as Error).message).not.toContain(APPLICANT);
  });

  it('names a review mark whose reason it does not know', async () => {
    await freshProject();
    await env.privileged.write(`${REVIEW_MARKS_COLLECTION}/SOL1000`, {
      reason: 'otra-razon',
      markedAt: new Date(),
    });
    const records = new FirestoreArrivalRecords(env.project.signedIn(member), JAR_CALL_LIMIT_MS);
    await expect(records.arrivalOf('SOL1000')).rejects.toMatchObject({
      name: 'MalformedDocumentError',
      path: 'ReviewMarks/SOL1000',
      field: 'reason',
    });
  });
});
