import { expect, it } from 'vitest';
import { INTAKE_ADDRESSES_COLLECTION } from '../../src/submission/adapters/submission-collections';
import { AdminIntakeRefusals } from '../../src/submission/adapters/server/admin-intake-refusals';
import { AdminIntakeLedger } from '../../src/submission/adapters/server/admin-intake-ledger';
import { describeIntakeRefusalsContract } from '../contract/intake-refusals-contract';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('intake-refusals');

describeIntakeRefusalsContract("AdminIntakeRefusals (emulator, the server's SDK)", async () => {
  await env.project.admin.clear();
  return new AdminIntakeRefusals(env.db);
});

it("counts none of the intake's other counts kept beside it, and each hour's document expires", async () => {
  await env.project.admin.clear();
  const now = new Date(Date.UTC(2026, 10, 26, 15, 20));
  const hour = { perWindow: 60, windowMs: 60 * 60_000 };
  await new AdminIntakeLedger(env.db).tally('toda-la-recepcion', hour, now);
  await new AdminIntakeLedger(env.db).admit('clave-de-una-direccion', hour, now);
  const refusals = new AdminIntakeRefusals(env.db);
  await refusals.record(now);

  expect(await refusals.refusedSince(new Date(now.getTime() - 24 * 60 * 60_000))).toBe(1);
  const documents = await env.db.collection(INTAKE_ADDRESSES_COLLECTION).get();
  const refusalDocument = documents.docs.find(({ id }) => id.startsWith('rechazos@'));
  expect(refusalDocument?.get('expireAt').toDate()).toEqual(
    new Date(Date.UTC(2026, 10, 27, 16, 0)),
  );
});
