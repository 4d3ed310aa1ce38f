import { describe, expect, it } from 'vitest';
import { AdminRecentArrivals } from '../../src/applications/adapters/server/admin-recent-arrivals';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { applicationRecord } from '../support/application-record-fixtures';
import {
  describeRecentArrivalsContract,
  FROM,
  hoursBefore,
} from '../contract/recent-arrivals-contract';
import { registerStaffTestProject } from './support/staff-test-project';

const env = registerStaffTestProject('recent-arrivals');

const arrivals = () => new AdminRecentArrivals(env.project.adminDb());

/** An erasure record, as the admins' button and the monthly purge leave it: no date, no name. */
const erasureRecord = (id: ApplicationId) => ({
  id,
  erasedAt: hoursBefore(1),
  erasedBy: 'admin-1',
  erasedByEmail: 'admin@cooperativa.example',
  erasureReason: 'peticion-del-titular',
});

describeRecentArrivalsContract("AdminRecentArrivals (emulator, the server's SDK)", async () => {
  await env.project.admin.clear();
  return {
    arrivals: arrivals(),
    seed: (records) => env.privileged.seed(records),
    erase: (id) => env.privileged.write(`${APPLICATIONS_COLLECTION}/${id}`, erasureRecord(id)),
  };
});

describe('AdminRecentArrivals on what Applications may hold', () => {
  it('skips an erasure record all the same should it ever keep a date', async () => {
    await env.project.admin.clear();
    await env.privileged.seed([
      applicationRecord('SOL1001', hoursBefore(3)),
      applicationRecord('SOL1002', hoursBefore(2)),
    ]);
    await env.privileged.write(`${APPLICATIONS_COLLECTION}/SOL1004`, {
      ...erasureRecord('SOL1004'),
      date: hoursBefore(1),
    });

    const found = await arrivals().since(FROM, 10);

    expect(found.map(({ id }) => id)).toEqual(['SOL1002', 'SOL1001']);
  });

  it('names the document and the field of a damaged application, never its value', async () => {
    await env.project.admin.clear();
    await env.privileged.write(`${APPLICATIONS_COLLECTION}/SOL1001`, {
      ...applicationRecord('SOL1001', hoursBefore(1)),
      id: 'SOL12345678',
    });

    const error = await arrivals()
      .since(FROM, 10)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(MalformedDocumentError);
    expect(error).toMatchObject({ path: `${APPLICATIONS_COLLECTION}/SOL1001`, field: 'id' });
    expect((error as Error).message).not.toContain('12345678');
  });

  it('reads no name at all: a damaged one does not stop the digest', async () => {
    await env.project.admin.clear();
    await env.privileged.write(`${APPLICATIONS_COLLECTION}/SOL1001`, {
      ...applicationRecord('SOL1001', hoursBefore(1)),
      last_name: 12345678,
    });

    expect(await arrivals().since(FROM, 10)).toEqual([{ id: 'SOL1001', date: hoursBefore(1) }]);
  });
});
