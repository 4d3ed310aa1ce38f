import { Timestamp } from 'firebase-admin/firestore';
import { doc, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/applications/domain/history-entry';
import type { SignedInUser } from '../../src/access/domain/staff-member';
import { FirestoreMonthlyReportReadings } from '../../src/reports/adapters/firestore/firestore-monthly-report-readings';
import { AdminMonthActivity } from '../../src/reports/adapters/server/admin-month-activity';
import { AdminMonthlyReportStore } from '../../src/reports/adapters/server/admin-monthly-report-store';
import { monthPeriod } from '../../src/reports/domain/report-month';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { REPORTS_COLLECTION } from '../../src/reports/adapters/reports-collections';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import { describeMonthActivityContract } from '../contract/month-activity-contract';
import {
  describeMonthlyReportStoreContract,
  report,
} from '../contract/monthly-report-store-contract';
import { applicationRecord } from '../support/application-record-fixtures';
import { seedErasureRecords } from './support/erasure-records';
import { registerStaffTestProject } from './support/staff-test-project';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const staff = { uid: 'empleado-1', email: 'empleado@cooperativa.example' };

const env = registerStaffTestProject('monthly-report');

/** An empty project with a staff member on the allowlist. */
async function freshProject() {
  await env.project.admin.clear();
  await env.privileged.grant(staff.uid, 'staff', staff.email);
}

/** History entries as the inbox stores them (application-document.ts), dated as given. */
async function seedHistories(histories: Readonly<Record<string, HistoryEntry[]>>) {
  const db = env.project.adminDb();
  const batch = db.batch();
  for (const [id, entries] of Object.entries(histories))
    for (const { id: entryId, at, by, ...content } of entries)
      batch.set(
        db.collection(APPLICATIONS_COLLECTION).doc(id).collection(HISTORY_COLLECTION).doc(entryId),
        // Every seeded entry is a clerk's.
        { ...content, at: Timestamp.fromDate(at), ...(by as SignedInUser) },
      );
  await batch.commit();
}

describeMonthActivityContract(
  "AdminMonthActivity (emulator, the server's SDK: aggregation counts, a collection group query, a range on associatedAt)",
  async () => {
    await freshProject();
    return {
      activity: new AdminMonthActivity(env.project.adminDb()),
      seed: async (records, histories) => {
        await env.privileged.seed(records);
        await seedHistories(histories);
      },
    };
  },
);

describeMonthlyReportStoreContract(
  "AdminMonthlyReportStore (emulator, the server's SDK)",
  async () => {
    await freshProject();
    const server = new AdminMonthlyReportStore(env.project.adminDb());
    return { readings: server, save: (saved) => server.save(saved) };
  },
);

describeMonthlyReportStoreContract(
  'FirestoreMonthlyReportReadings (emulator, project rules, as staff; the server saves)',
  async () => {
    await freshProject();
    const server = new AdminMonthlyReportStore(env.project.adminDb());
    return {
      readings: new FirestoreMonthlyReportReadings(env.project.signedIn(staff), JAR_CALL_LIMIT_MS),
      save: (saved) => server.save(saved),
    };
  },
);

describe("the server's month activity", () => {
  it('leaves out an erasure record whose history was not yet all deleted', async () => {
    await freshProject();
    const november = monthPeriod('2026-11');
    const at = new Date(november.start.getTime() + 86_400_000);
    await seedErasureRecords(env.privileged.db, [
      { id: 'SOL1400', erasedAt: at, erasedBy: staff, reason: 'peticion-del-titular' },
    ]);
    await seedHistories({
      SOL1400: [
        {
          id: 'e1',
          at,
          by: staff,
          kind: 'transition',
          from: 'en-tramite',
          to: 'asociada',
          reason: null,
        },
      ],
    });
    await env.privileged.seed([
      { ...applicationRecord('SOL1401', at, { stage: 'asociada' }), associatedAt: at },
    ]);
    await seedHistories({
      SOL1401: [
        {
          id: 'e2',
          at,
          by: staff,
          kind: 'transition',
          from: 'en-tramite',
          to: 'asociada',
          reason: null,
        },
      ],
    });

    const activity = new AdminMonthActivity(env.project.adminDb());
    expect(await activity.associations(november)).toEqual([
      { id: 'SOL1401', sentAt: at, associatedAt: at },
    ]);
    expect(await activity.countReceived(november)).toBe(1);
  });
});

describe('the stored monthly report', () => {
  it('is refused, naming the field, when it holds something the page cannot read', async () => {
    await freshProject();
    const path = `${REPORTS_COLLECTION}/2026-11`;
    await setDoc(doc(env.privileged.db, path), {
      month: '2026-11',
      received: 12,
      associated: 3,
      medianDaysToMember: 4,
      closedByReason: {
        ...report('2026-11', '2026-11-20T11:00:00Z', 1, 1).applications.closedByReason,
        spam: 'muchas',
      },
      openWhenComputed: { nueva: 1, 'en-tramite': 2, 'en-revision': 0 },
      computedAt: new Date(),
    });

    for (const readings of [
      new AdminMonthlyReportStore(env.project.adminDb()),
      new FirestoreMonthlyReportReadings(env.project.signedIn(staff), JAR_CALL_LIMIT_MS),
    ]) {
      const error = await readings.reportFor('2026-11').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MalformedDocumentError);
      expect(error).toMatchObject({ path, field: 'closedByReason.spam' });
    }
  });
});
