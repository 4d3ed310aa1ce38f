import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { AdminApplicationRepository } from '../../src/submission/adapters/server/admin-application-repository';
import { AdminEarlierApplications } from '../../src/applications/adapters/server/admin-earlier-applications';
import { describeEarlierApplicationsContract } from '../contract/earlier-applications-contract';
import { registerAdminTestProject } from './support/admin-test-project';

const env = registerAdminTestProject('earlier-applications');

describeEarlierApplicationsContract(
  "AdminEarlierApplications (emulator, the server's SDK)",
  async () => {
    await env.project.admin.clear();
    return {
      earlier: new AdminEarlierApplications(env.db),
      repository: new AdminApplicationRepository(env.db),
    };
  },
);

describe('AdminEarlierApplications on what Applications may hold', () => {
  it('never finds an erasure record: it keeps no DUI', async () => {
    await env.project.admin.clear();
    await env.db.collection(APPLICATIONS_COLLECTION).doc('SOL7000').set({
      id: 'SOL7000',
      erasedAt: Timestamp.now(),
      erasedBy: 'purga-programada',
      erasureReason: 'plazo-vencido',
    });
    expect(await new AdminEarlierApplications(env.db).latestWithDui('02495046-3')).toBeUndefined();
  });
});
