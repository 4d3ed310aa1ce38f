import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { FirestoreArrivalRecords } from '../../src/inbox/adapters/firestore/firestore-arrival-records';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { REVIEW_MARKS_COLLECTION } from '../../src/submission/adapters/submission-collections';
import { AdminReviewMarks } from '../../src/submission/adapters/server/admin-review-marks';
import { storedApplication } from '../support/application-fixtures';
import { registerStaffTestProject } from './support/staff-test-project';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const member = { uid: 'miembro-1', email: 'miembro@cooperativa.example' };
/** When the whole intake went past its limit, to the millisecond. */
const MARKED_AT = new Date('2026-11-23T16:04:05.678Z');

const env = registerStaffTestProject('review-marks');

/** An empty project with a member on the allowlist, and two applications the intake stored. */
async function freshProject() {
  const { project, privileged } = env;
  await project.admin.clear();
  await privileged.grant(member.uid, 'staff', member.email);
  const repository = project.repository();
  for (const id of ['SOL1000', 'SOL1001', 'SOL1002'] as const)
    expect(await repository.create(storedApplication(id))).toBe('created');
  return { marks: new AdminReviewMarks(project.adminDb()) };
}

describe("AdminReviewMarks (emulator, the server's SDK) read by the inbox", () => {
  it('marks an application so that a member opening it reads why and when, and only the ones marked', async () => {
    const { marks } = await freshProject();

    await marks.mark('SOL1000', MARKED_AT, 'limite-de-recepcion');
    await marks.mark('SOL1001', MARKED_AT, 'sin-verificacion');

    const records = new FirestoreArrivalRecords(env.project.signedIn(member), JAR_CALL_LIMIT_MS);
    expect(await records.arrivalOf('SOL1000')).toEqual({
      receipt: { state: 'none' },
      reviewMark: { reason: 'limite-de-recepcion', markedAt: MARKED_AT },
    });
    expect((await records.arrivalOf('SOL1001')).reviewMark).toEqual({
      reason: 'sin-verificacion',
      markedAt: MARKED_AT,
    });
    expect((await records.arrivalOf('SOL1002')).reviewMark).toBeNull();
  });

  it("keeps the mark beside the application: the applicant's document stays as it was stored", async () => {
    const { marks } = await freshProject();
    const db = env.project.adminDb();
    const application = db.collection(APPLICATIONS_COLLECTION).doc('SOL1000');
    const before = (await application.get()).data();

    await marks.mark('SOL1000', MARKED_AT, 'limite-de-recepcion');

    expect((await application.get()).data()).toEqual(before);
    expect((await db.collection(REVIEW_MARKS_COLLECTION).doc('SOL1000').get()).data()).toEqual({
      reason: 'limite-de-recepcion',
      markedAt: Timestamp.fromDate(MARKED_AT),
    });
  });
});
