import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  APPLICATIONS_COLLECTION,
  HISTORY_COLLECTION,
} from '../../src/applications/adapters/applications-collections';
import { SystemClock } from '../../src/shared/adapters/system-clock';
import { SubmitApplication } from '../../src/submission/application/submit-application';
import { AdminApplicationRepository } from '../../src/submission/adapters/server/admin-application-repository';
import { AdminReviewMarks } from '../../src/submission/adapters/server/admin-review-marks';
import { AdminIntakeRefusals } from '../../src/submission/adapters/server/admin-intake-refusals';
import { validForm } from '../support/application-fixtures';
import { seededRandom } from '../support/deterministic';
import { openAdminFirestore, type AdminFirestore } from './support/admin-firestore';
import { startFirestoreEmulator, type RunningEmulator } from './support/firestore-emulator';
import { exportFirestoreEmulator } from './support/firestore-export';

/**
 * The restore drill of docs/deploying.md (Backups and a restore drill), followed on Google's emulator jar: store
 * applications as the intake does, export the database through the jar's export endpoint (what
 * firebase-tools' emulators:export calls), start a fresh jar from that export, and find every
 * document back as it was, and nothing written after the export. Two jars of its own, one at a
 * time: the drill restores into a new database, never over the one it came from.
 */
const PROJECT_ID = 'demo-primer-paso-restore-drill';
const DRILL_TIMEOUT_MS = 180_000;

const running: RunningEmulator[] = [];
const opened: AdminFirestore[] = [];
const exportDirectory = mkdtempSync(join(tmpdir(), 'primer-paso-restore-drill-'));
afterAll(async () => {
  for (const admin of opened.splice(0)) await admin.close();
  for (const emulator of running.splice(0)) await emulator.stop();
  rmSync(exportDirectory, { recursive: true, force: true });
});

async function start(seedFromExport?: string) {
  const emulator = await startFirestoreEmulator('firestore.rules', { seedFromExport });
  running.push(emulator);
  const admin = openAdminFirestore(PROJECT_ID, emulator.host);
  opened.push(admin);
  return { emulator, db: admin.db };
}

async function stop(emulator: RunningEmulator) {
  for (const admin of opened.splice(0)) await admin.close();
  await emulator.stop();
  running.splice(running.indexOf(emulator), 1);
}

/** Every document under a reference, by path, its fields as the SDK reads them (a test's walk). */
async function everything(db: Firestore): Promise<Map<string, unknown>> {
  const found = new Map<string, unknown>();
  const walk = async (parent?: DocumentReference) => {
    const collections = parent ? await parent.listCollections() : await db.listCollections();
    for (const collection of collections) {
      const documents = await collection.listDocuments();
      for (const document of documents) {
        const snapshot = await document.get();
        if (snapshot.exists) found.set(document.path, snapshot.data());
        await walk(document);
      }
    }
  };
  await walk();
  return found;
}

it(
  'brings back every application, its history and the server’s records from an export, and nothing written after it',
  { timeout: DRILL_TIMEOUT_MS },
  async () => {
    // 1. The live database: applications stored by the intake's own code, one with a note in
    //    its history, one marked for review, and a refusal counted.
    const live = await start();
    const submit = new SubmitApplication(
      new AdminApplicationRepository(live.db),
      seededRandom(27),
      new SystemClock(),
    );
    const stored = [];
    for (const first_name of ['Ana', 'Beatriz', 'Carlos'])
      stored.push(await submit.execute({ form: validForm({ first_name }) }));
    const [first, second] = stored;
    await live.db
      .collection(APPLICATIONS_COLLECTION)
      .doc(first!.id)
      .collection(HISTORY_COLLECTION)
      .add({ text: 'Llamó para confirmar la cita.', at: new Date(), uid: 'u1', email: 'a@b.c' });
    await new AdminReviewMarks(live.db).mark(
      second!.id,
      second!.submittedAt,
      'limite-de-recepcion',
    );
    await new AdminIntakeRefusals(live.db).record(new Date());
    const before = await everything(live.db);
    expect(before.size).toBeGreaterThanOrEqual(6);

    // 2. The backup: the jar's export endpoint, into a directory of its own.
    const metadataFile = await exportFirestoreEmulator(
      live.emulator.host,
      PROJECT_ID,
      exportDirectory,
    );
    expect(existsSync(metadataFile)).toBe(true);
    // Written after the backup: the restore must not have it.
    const late = await submit.execute({ form: validForm({ first_name: 'Después' }) });
    await stop(live.emulator);

    // 3. The restore: a fresh jar started from the export, a new database.
    const restored = await start(metadataFile);
    const after = await everything(restored.db);

    expect(after).toEqual(before);
    expect(after.has(`${APPLICATIONS_COLLECTION}/${late.id}`)).toBe(false);
    expect(await new AdminIntakeRefusals(restored.db).refusedSince(new Date(0))).toBe(1);
  },
);
