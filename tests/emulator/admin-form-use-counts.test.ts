import { describe, expect, it } from 'vitest';
import { AdminFormUseCounts } from '../../src/form-use/adapters/server/admin-form-use-counts';
import { FORM_USE_COLLECTION } from '../../src/form-use/adapters/form-use-collections';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import { describeFormUseCountsContract } from '../contract/form-use-counts-contract';
import { registerFirestoreTestProject } from './support/firestore-test-project';

const env = registerFirestoreTestProject('form-use');

describeFormUseCountsContract(
  "AdminFormUseCounts (emulator, the server's SDK: increments, a range on the days' ids)",
  async () => {
    await env.project.admin.clear();
    return new AdminFormUseCounts(env.project.adminDb());
  },
);

describe("the form's use in Firestore", () => {
  it('keeps a day as FormUse/{YYYY-MM-DD} with both counts, and nothing else', async () => {
    await env.project.admin.clear();
    const db = env.project.adminDb();
    await new AdminFormUseCounts(db).count('empezado', '2026-11-05');

    const day = await db.collection(FORM_USE_COLLECTION).doc('2026-11-05').get();
    expect(day.data()).toEqual({ started: 1, sent: 0 });
  });

  it('is refused, naming the day and the field, when a day holds what it cannot add up', async () => {
    await env.project.admin.clear();
    const db = env.project.adminDb();
    await db.collection(FORM_USE_COLLECTION).doc('2026-11-05').set({ started: 3, sent: 'dos' });

    const error = await new AdminFormUseCounts(db)
      .totals('2026-11-01', '2026-11-30')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedDocumentError);
    expect(error).toMatchObject({ path: `${FORM_USE_COLLECTION}/2026-11-05`, field: 'sent' });
  });
});
