import { doc, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { FirestoreNumberSpaceReadings } from '../../src/privacy/adapters/firestore/firestore-number-space-readings';
import { AdminNumberSpace } from '../../src/privacy/adapters/server/admin-number-space';
import { AdminNumberSpaceCounter } from '../../src/applications/adapters/server/admin-number-space-counter';
import {
  NUMBER_SPACE_COLLECTION,
  NUMBER_SPACE_GAUGE_ID,
} from '../../src/privacy/adapters/privacy-collections';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import { describeNumberSpaceCounterContract } from '../contract/number-space-counter-contract';
import { describeNumberSpaceGaugeContract } from '../contract/number-space-gauge-contract';
import { leaveHistoryEntry, seedErasureRecords } from './support/erasure-records';
import { registerStaffTestProject } from './support/staff-test-project';
import { JAR_CALL_LIMIT_MS } from './support/jar-call-limit';

const admin = { uid: 'admin-1', email: 'admin@cooperativa.example' };

const env = registerStaffTestProject('number-space');

/** An empty project with the admin on the allowlist; the server's adapter on it. */
async function freshProject() {
  await env.project.admin.clear();
  await env.privileged.grant(admin.uid, 'admin', admin.email);
  return new AdminNumberSpace(env.project.adminDb());
}

describeNumberSpaceCounterContract(
  "AdminNumberSpaceCounter (emulator, the server's SDK, aggregation counts)",
  async () => {
    await freshProject();
    return {
      counter: new AdminNumberSpaceCounter(env.project.adminDb()),
      seed: (records) => env.privileged.seed(records),
      seedErasures: (records) => seedErasureRecords(env.privileged.db, records),
      leaveHistoryEntry: (id) => leaveHistoryEntry(env.privileged.db, id),
      publicRepository: env.project.repository(),
    };
  },
);

describeNumberSpaceGaugeContract("AdminNumberSpace (emulator, the server's SDK)", async () => {
  const server = await freshProject();
  return { readings: server, record: (reading) => server.record(reading) };
});

describeNumberSpaceGaugeContract(
  'FirestoreNumberSpaceReadings (emulator, project rules, as an admin; the server records)',
  async () => {
    const server = await freshProject();
    return {
      readings: new FirestoreNumberSpaceReadings(env.project.signedIn(admin), JAR_CALL_LIMIT_MS),
      record: (reading) => server.record(reading),
    };
  },
);

describe('the stored number space reading', () => {
  it('is refused, naming the field, when it holds something the screen cannot read', async () => {
    await freshProject();
    const path = `${NUMBER_SPACE_COLLECTION}/${NUMBER_SPACE_GAUGE_ID}`;
    await setDoc(doc(env.privileged.db, path), {
      taken: 7_000,
      quarantined: 'muchos',
      free: 2_000,
      measuredAt: new Date(),
    });

    for (const readings of [
      new AdminNumberSpace(env.project.adminDb()),
      new FirestoreNumberSpaceReadings(env.project.signedIn(admin), JAR_CALL_LIMIT_MS),
    ]) {
      const error = await readings.latest().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MalformedDocumentError);
      expect(error).toMatchObject({ path, field: 'quarantined' });
    }
  });
});
