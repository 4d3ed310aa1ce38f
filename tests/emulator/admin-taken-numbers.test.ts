import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import { AdminApplicationRepository } from '../../src/submission/adapters/server/admin-application-repository';
import { AdminTakenNumbers } from '../../src/applications/adapters/server/admin-taken-numbers';
import { describeTakenNumbersContract } from '../contract/taken-numbers-contract';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('taken-numbers');

describeTakenNumbersContract("AdminTakenNumbers (emulator, the server's SDK)", async () => {
  await env.project.admin.clear();
  return {
    takenNumbers: new AdminTakenNumbers(env.db),
    repository: new AdminApplicationRepository(env.db),
    hold: (ids) => env.project.admin.seed(ids),
  };
});

describe('AdminTakenNumbers on what Applications may hold', () => {
  it("counts an erasure record's number as taken: a document holds it", async () => {
    await env.project.admin.clear();
    await env.db.collection(APPLICATIONS_COLLECTION).doc('SOL7000').set({
      id: 'SOL7000',
      erasedAt: Timestamp.now(),
      erasedBy: 'purga-programada',
      erasureReason: 'plazo-vencido',
    });

    expect(await new AdminTakenNumbers(env.db).takenFrom('SOL6000', 100)).toEqual(['SOL7000']);
  });

  it('names a document whose id is no application number, rather than skip it', async () => {
    await env.project.admin.clear();
    await env.db.collection(APPLICATIONS_COLLECTION).doc('SOL12345').set({ id: 'SOL12345' });

    const read = new AdminTakenNumbers(env.db).takenFrom('SOL1000', 100);

    await expect(read).rejects.toBeInstanceOf(MalformedDocumentError);
    await expect(read).rejects.toThrow('Applications/SOL12345');
  });
});
