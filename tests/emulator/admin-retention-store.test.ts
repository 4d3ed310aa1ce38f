import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FirestoreApplicantDataStore } from '../../src/applications/adapters/firestore/firestore-applicant-data-store';
import { AdminRetentionStore } from '../../src/applications/adapters/server/admin-retention-store';
import { PurgeExpiredApplications } from '../../src/privacy/application/purge-expired-applications';
import { SCHEDULED_PURGE } from '../../src/privacy/domain/erasure';
import { NotPastRetentionError } from '../../src/applications/domain/erasure-errors';
import { retentionCutoff } from '../../src/privacy/domain/retention';
import { numberQuarantine, retentionPeriod } from '../../src/shared/content/retention-period';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import {
  applicationIdFromNumber,
  type ApplicationId,
} from '../../src/applications/domain/application-id';
import { TYPED_FIELDS } from '../../src/applications/domain/stored-application';
import { describeRetentionStoreContract } from '../contract/retention-store-contract';
import {
  countPastQuarantineShape,
  pastQuarantineShape,
} from '../../src/applications/adapters/firestore/quarantine-query-shapes';
import { needsCompositeIndex } from '../../build/deploy-check/composite-indexes';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { fixedClock } from '../support/deterministic';
import { registerStaffTestProject } from './support/staff-test-project';
import {
  historySize as historyLeft,
  leaveHistoryEntry,
  seedErasureRecords,
} from './support/erasure-records';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

/** An admin on the allowlist: reads erasure records, and presses the erase button, as the page does. */
const admin = { uid: 'admin-1', email: 'admin@cooperativa.example' };
/** The monthly schedule, as the erasure record names it. */
const schedule = { uid: SCHEDULED_PURGE.uid, email: SCHEDULED_PURGE.email };

const env = registerStaffTestProject('retention-store');

/** An empty project with the admin on the allowlist; the server's store and the admins' on it. */
async function freshProject() {
  const { project, privileged } = env;
  await project.admin.clear();
  await privileged.grant(admin.uid, 'admin', admin.email);
  return {
    server: new AdminRetentionStore(project.adminDb()),
    button: new FirestoreApplicantDataStore(project.signedIn(admin), JAR_CALL_LIMIT_MS),
  };
}

const applicationOf = (db: Firestore, id: ApplicationId) =>
  db.collection(APPLICATIONS_COLLECTION).doc(id);

async function stored(id: ApplicationId): Promise<Record<string, unknown> | undefined> {
  return (await applicationOf(env.project.adminDb(), id).get()).data();
}

async function historySize(id: ApplicationId): Promise<number> {
  const history = applicationOf(env.project.adminDb(), id).collection(HISTORY_COLLECTION);
  return (await history.count().get()).data().count;
}

/** Notes written straight to storage by the Admin SDK: quick, for a long history. */
async function seedNotes(id: ApplicationId, count: number): Promise<void> {
  const db = env.project.adminDb();
  const history = applicationOf(db, id).collection(HISTORY_COLLECTION);
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let n = start; n < Math.min(count, start + 500); n += 1) {
      batch.set(history.doc(), {
        kind: 'note',
        text: `Nota ${n}`,
        uid: admin.uid,
        email: admin.email,
        at: Timestamp.fromMillis(Date.UTC(2025, 0, 1) + n),
      });
    }
    await batch.commit();
  }
}

describeRetentionStoreContract(
  "AdminRetentionStore (emulator, the server's SDK, erasing as the monthly schedule)",
  async () => {
    const { server, button } = await freshProject();
    return {
      store: server,
      by: schedule,
      seed: (records) => env.privileged.seed(records),
      // As the admins' page reads it, through the rules.
      erasureOf: (id) => button.erasureOf(id),
      isStored: async (id) => {
        const data = await stored(id);
        return data !== undefined && !('erasedAt' in data);
      },
      publicRepository: env.project.repository(),
      seedErasures: (records) => seedErasureRecords(env.privileged.db, records),
      leaveHistoryEntry: (id) => leaveHistoryEntry(env.privileged.db, id),
      historySize: (id) => historyLeft(env.privileged.db, id),
    };
  },
);

describe('AdminRetentionStore: what storage keeps of an application the schedule erased', () => {
  it("leaves exactly the record the admins' button leaves, with none of the applicant's values", async () => {
    const { server, button } = await freshProject();
    const personal = {
      stage: 'cerrada',
      first_name: 'Rosalinda',
      last_name: 'Quintanilla Mejía',
      company: 'Panadería La Espiga',
      phone: '6543-2109',
      dui: '01234567-8',
      email: 'rosalinda.q@example.com',
      address: 'Colonia Las Brisas, pasaje 7, casa 12',
      message: 'Quiero abrir una cuenta de ahorro.',
    } as const;
    const byServer = applicationRecord('SOL1700', dayOf2025(1), personal);
    await env.privileged.seed([byServer, applicationRecord('SOL1701', dayOf2025(1), personal)]);
    const before = Date.now();

    await server.erase('SOL1700', 'plazo-vencido', SCHEDULED_PURGE);
    await button.erase('SOL1701', 'plazo-vencido', admin);

    const [fromServer, fromButton] = [(await stored('SOL1700'))!, (await stored('SOL1701'))!];
    expect(Object.keys(fromServer).sort()).toEqual(Object.keys(fromButton).sort());
    expect(Object.keys(fromServer).sort()).toEqual([
      'erasedAt',
      'erasedBy',
      'erasedByEmail',
      'erasureReason',
      'id',
    ]);
    expect(fromServer).toEqual({
      id: 'SOL1700',
      erasedBy: SCHEDULED_PURGE.uid,
      erasedByEmail: SCHEDULED_PURGE.email,
      erasureReason: 'plazo-vencido',
      erasedAt: expect.any(Timestamp),
    });
    expect(fromButton.erasedAt).toBeInstanceOf(Timestamp);
    // Stamped by storage as it erased, as the button's is.
    const erasedAt = (fromServer.erasedAt as Timestamp).toMillis();
    expect(erasedAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(erasedAt).toBeLessThanOrEqual(Date.now() + 5_000);
    const everything = JSON.stringify(fromServer);
    for (const value of TYPED_FIELDS.map((field) => byServer[field]))
      expect(everything).not.toContain(value);
  });

  it("deletes every entry of a history longer than one batch, and not another application's", async () => {
    const { server } = await freshProject();
    await env.privileged.seed([
      applicationRecord('SOL1702', dayOf2025(1)),
      applicationRecord('SOL1703', dayOf2025(1)),
    ]);
    await seedNotes('SOL1702', 850);
    await seedNotes('SOL1703', 3);

    await server.erase('SOL1702', 'plazo-vencido', SCHEDULED_PURGE);

    expect(await historySize('SOL1702')).toBe(0);
    expect(await historySize('SOL1703')).toBe(3);
  });

  it('leaves an Asociada it refuses to purge as it was, history and all', async () => {
    const { server } = await freshProject();
    await env.privileged.seed([applicationRecord('SOL1704', dayOf2025(1), { stage: 'asociada' })]);
    await seedNotes('SOL1704', 3);
    const before = await stored('SOL1704');

    await expect(server.erase('SOL1704', 'plazo-vencido', SCHEDULED_PURGE)).rejects.toBeInstanceOf(
      NotPastRetentionError,
    );

    expect(await stored('SOL1704')).toEqual(before);
    expect(await historySize('SOL1704')).toBe(3);
  });

  it('never erases blindly an application whose stage it cannot read: it names the field', async () => {
    const { server } = await freshProject();
    await env.privileged.write(`${APPLICATIONS_COLLECTION}/SOL1705`, {
      ...applicationRecord('SOL1705', dayOf2025(1)),
      alert: 'sí',
    });
    const before = await stored('SOL1705');

    const error = await server
      .erase('SOL1705', 'plazo-vencido', SCHEDULED_PURGE)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(MalformedDocumentError);
    expect(error).toMatchObject({ path: `${APPLICATIONS_COLLECTION}/SOL1705`, field: 'alert' });
    expect(await stored('SOL1705')).toEqual(before);
  });
});

describe('PurgeExpiredApplications over AdminRetentionStore, as the monthly schedule runs it', () => {
  it('erases every application past the period but the Asociadas, frees every number past the quarantine, more than one round of each, and names them in order', async () => {
    const { button } = await freshProject();
    const now = '2026-03-14T15:09:26.000Z';
    const cutoff = retentionCutoff(new Date(now), retentionPeriod.months);
    const daysBefore = (days: number) => new Date(cutoff.getTime() - days * 86_400_000);
    const stages = ['nueva', 'en-tramite', 'cerrada'] as const;
    // The higher the number, the older: the purge erases oldest first, the report lists by number.
    const expired = Array.from({ length: 12 }, (_, index) =>
      applicationRecord(applicationIdFromNumber(2000 + index), daysBefore(index), {
        stage: stages[index % stages.length],
      }),
    );
    const kept = [
      applicationRecord('SOL3000', daysBefore(30), { stage: 'asociada' }),
      applicationRecord('SOL3001', new Date(cutoff.getTime() + 1)),
      applicationRecord('SOL3002', new Date(now)),
    ];
    await env.privileged.seed([...kept, ...expired]);
    const quarantineCutoff = retentionCutoff(new Date(now), numberQuarantine.months);
    const erasedBefore = (days: number) => new Date(quarantineCutoff.getTime() - days * 86_400_000);
    const quarantineEnded = Array.from({ length: 12 }, (_, index) => ({
      id: applicationIdFromNumber(4000 + index),
      erasedAt: erasedBefore(index),
      erasedBy: admin,
      reason: 'peticion-del-titular' as const,
    }));
    const quarantined = [
      { ...quarantineEnded[0]!, id: 'SOL4100' as const, erasedAt: erasedBefore(-1) },
    ];
    await seedErasureRecords(env.privileged.db, [...quarantineEnded, ...quarantined]);
    const purge = new PurgeExpiredApplications(
      new AdminRetentionStore(env.project.adminDb()),
      fixedClock(now),
      retentionPeriod.months,
      numberQuarantine.months,
    );
    expect(await purge.count(SCHEDULED_PURGE)).toEqual({
      count: 12,
      cutoff,
      quarantineEnded: 12,
      quarantineCutoff,
    });

    const { erased, freed } = await purge.execute(SCHEDULED_PURGE);

    expect(erased).toEqual(expired.map(({ id }) => id).sort());
    expect(freed).toEqual(quarantineEnded.map(({ id }) => id).sort());
    for (const id of freed) expect(await stored(id)).toBeUndefined();
    expect(await button.erasureOf('SOL4100')).toMatchObject({ id: 'SOL4100' });
    for (const id of erased)
      expect(await button.erasureOf(id)).toMatchObject({
        reason: 'plazo-vencido',
        erasedBy: schedule,
      });
    for (const { id } of kept) {
      expect(await button.erasureOf(id)).toBeUndefined();
      expect(await stored(id)).toMatchObject({ id });
    }
    expect(await purge.count(SCHEDULED_PURGE)).toEqual({
      count: 0,
      cutoff,
      quarantineEnded: 0,
      quarantineCutoff,
    });
  });
});

describe("the purge's queries of erasure records", () => {
  it('need no composite index: one field, erasedAt, in range and order (automatic single-field indexes serve it)', () => {
    const spec = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string }[];
    };
    expect(needsCompositeIndex(pastQuarantineShape(new Date()))).toBe(false);
    expect(needsCompositeIndex(countPastQuarantineShape(new Date()))).toBe(false);
    expect(spec.fieldOverrides).not.toContainEqual(
      expect.objectContaining({ collectionGroup: APPLICATIONS_COLLECTION, fieldPath: 'erasedAt' }),
    );
  });
});
