import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { AdminMonthActivity } from '../../src/reports/adapters/server/admin-month-activity';
import { AdminMonthTalks } from '../../src/reports/adapters/server/admin-month-talks';
import { AdminFormUseCounts } from '../../src/form-use/adapters/server/admin-form-use-counts';
import { AdminMonthlyReportStore } from '../../src/reports/adapters/server/admin-monthly-report-store';
import { ComputeMonthlyReport } from '../../src/reports/application/compute-monthly-report';
import { monthPeriod } from '../../src/reports/domain/report-month';
import { SEATS_COLLECTION, TALKS_COLLECTION } from '../../src/talks/adapters/talks-collections';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import type { Seat } from '../../src/talks/domain/seat';
import type { Talk } from '../../src/talks/domain/talk';
import { describeMonthTalksContract, seatsAt, talk } from '../contract/month-talks-contract';
import { registerFirestoreTestProject } from './support/firestore-test-project';

const env = registerFirestoreTestProject('month-talks');

/** Talks and seats as the talks module stores them (talk-document.ts), seeded past the rules. */
async function seedTalks(db: Firestore, talks: readonly Talk[], seats: readonly Seat[]) {
  const batch = db.batch();
  for (const { id, startsAt, place, seats: size, taken } of talks)
    batch.set(db.collection(TALKS_COLLECTION).doc(id), {
      startsAt: Timestamp.fromDate(startsAt),
      place,
      seats: size,
      taken,
      lastSeatId: null,
      updatedAt: Timestamp.now(),
      updatedBy: 'admin-1',
    });
  for (const { talkId, applicationId, assignedAt, attended } of seats)
    batch.set(
      db.collection(TALKS_COLLECTION).doc(talkId).collection(SEATS_COLLECTION).doc(applicationId),
      {
        applicationId,
        attended,
        assignedAt: Timestamp.fromDate(assignedAt),
        assignedBy: 'empleado-1',
        ...(attended ? { attendedAt: Timestamp.now(), attendedBy: 'empleado-1' } : {}),
      },
    );
  await batch.commit();
}

describeMonthTalksContract(
  "AdminMonthTalks (emulator, the server's SDK: a bounded range query, aggregation counts)",
  async () => {
    await env.project.admin.clear();
    const db = env.project.adminDb();
    return { talks: new AdminMonthTalks(db), seed: (talks, seats) => seedTalks(db, talks, seats) };
  },
);

describe("the server's monthly report of talks", () => {
  const november = monthPeriod('2026-11');
  const at = (iso: string) => new Date(iso);

  it('counts the talks held so far, their seats and who came, and keeps them in the month’s report', async () => {
    await env.project.admin.clear();
    const db = env.project.adminDb();
    await seedTalks(
      db,
      [
        // 1 November at 00:30 in El Salvador: November's.
        talk('madrugada', at('2026-11-01T06:30:00Z'), 3),
        talk('martes', at('2026-11-10T15:00:00Z'), 5),
        // Begins at 10:00 in El Salvador on the 20th; the report is computed at 09:00.
        talk('jueves', at('2026-11-20T16:00:00Z'), 8),
        // 31 October at 11:30 p. m. in El Salvador: October's.
        talk('octubre', at('2026-11-01T05:30:00Z'), 6),
      ],
      [
        ...seatsAt('madrugada', 3, 3),
        ...seatsAt('martes', 5, 2, 2000),
        ...seatsAt('octubre', 6, 6, 3000),
      ],
    );
    const store = new AdminMonthlyReportStore(db);
    const compute = new ComputeMonthlyReport(
      new AdminMonthActivity(db),
      new AdminMonthTalks(db),
      new AdminFormUseCounts(db),
      store,
      {
        now: () => at('2026-11-20T15:00:00Z'),
      },
    );

    const report = await compute.execute('2026-11');

    expect(report.talks).toEqual({ held: 2, seats: 8, attendance: 5 });
    expect((await store.reportFor('2026-11'))?.talks).toEqual({ held: 2, seats: 8, attendance: 5 });
  });

  it('is refused, naming the talk and the field, when a talk holds what it cannot count', async () => {
    await env.project.admin.clear();
    const db = env.project.adminDb();
    await seedTalks(db, [talk('rota', at('2026-11-10T15:00:00Z'))], []);
    await db.collection(TALKS_COLLECTION).doc('rota').update({ taken: 'muchos' });

    const error = await new AdminMonthTalks(db)
      .talksStarting(november)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedDocumentError);
    expect(error).toMatchObject({ path: `${TALKS_COLLECTION}/rota`, field: 'taken' });
  });
});
