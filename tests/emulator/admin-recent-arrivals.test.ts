import { beforeEach, describe, expect, it } from 'vitest';
import { AdminRecentArrivals } from '../../src/applications/adapters/server/admin-recent-arrivals';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';
import {
  applicationIdFromNumber,
  type ApplicationId,
} from '../../src/applications/domain/application-id';
import { applicationRecord, dayOf2025 } from '../support/application-record-fixtures';
import { registerStaffTestProject } from './support/staff-test-project';

const env = registerStaffTestProject('recent-arrivals');
const HOUR = 60 * 60_000;
/** The digest's run, and the start of its window a day before. */
const NOW = dayOf2025(100);
const FROM = new Date(NOW.getTime() - 24 * HOUR);
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

const arrivals = () => new AdminRecentArrivals(env.project.adminDb());

/** An erasure record, as the admins' button and the monthly purge leave it. */
const erasureRecord = (id: ApplicationId) => ({
  id,
  erasedAt: hoursBefore(1),
  erasedBy: 'admin-1',
  erasedByEmail: 'admin@cooperativa.example',
  erasureReason: 'peticion-del-titular',
});

beforeEach(() => env.project.admin.clear());

describe('AdminRecentArrivals (emulator): what arrived since a moment, for the daily digest', () => {
  it('gives the applications from that moment on, newest first, by number and date only: no name', async () => {
    await env.privileged.seed([
      applicationRecord('SOL1001', hoursBefore(30)),
      applicationRecord('SOL1002', hoursBefore(2), {
        first_name: 'Rosalinda',
        last_name: 'Quintanilla Mejía',
      }),
      applicationRecord('SOL1003', hoursBefore(23), { stage: 'cerrada' }),
      applicationRecord('SOL1004', FROM),
      applicationRecord('SOL1005', new Date(FROM.getTime() - 1)),
    ]);

    const found = await arrivals().since(FROM, 10);

    expect(found.map(({ id }) => id)).toEqual(['SOL1002', 'SOL1003', 'SOL1004']);
    expect(found[0]).toEqual({ id: 'SOL1002', date: hoursBefore(2) });
    for (const arrival of found) expect(Object.keys(arrival).sort()).toEqual(['date', 'id']);
    const read = JSON.stringify(found);
    for (const name of ['Rosalinda', 'Quintanilla']) expect(read).not.toContain(name);
  });

  it('reads no more than its limit: the newest ones', async () => {
    await env.privileged.seed(
      Array.from({ length: 30 }, (_, index) =>
        applicationRecord(applicationIdFromNumber(2000 + index), hoursBefore(index / 2)),
      ),
    );

    const found = await arrivals().since(FROM, 11);

    expect(found.map(({ id }) => id)).toEqual(
      Array.from({ length: 11 }, (_, index) => applicationIdFromNumber(2000 + index)),
    );
  });

  it('gives nothing when nothing arrived', async () => {
    await env.privileged.seed([applicationRecord('SOL1001', hoursBefore(25))]);
    expect(await arrivals().since(FROM, 10)).toEqual([]);
  });

  it('leaves out erased applications: their records name nobody and carry no date', async () => {
    await env.privileged.seed([
      applicationRecord('SOL1001', hoursBefore(3)),
      applicationRecord('SOL1002', hoursBefore(2)),
    ]);
    await env.privileged.write(`${APPLICATIONS_COLLECTION}/SOL1003`, erasureRecord('SOL1003'));
    // Should one ever keep a date, it is skipped all the same.
    await env.privileged.write(`${APPLICATIONS_COLLECTION}/SOL1004`, {
      ...erasureRecord('SOL1004'),
      date: hoursBefore(1),
    });

    const found = await arrivals().since(FROM, 10);

    expect(found.map(({ id }) => id)).toEqual(['SOL1002', 'SOL1001']);
  });

  it('names the document and the field of a damaged application, never its value', async () => {
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
    await env.privileged.write(`${APPLICATIONS_COLLECTION}/SOL1001`, {
      ...applicationRecord('SOL1001', hoursBefore(1)),
      last_name: 12345678,
    });

    expect(await arrivals().since(FROM, 10)).toEqual([{ id: 'SOL1001', date: hoursBefore(1) }]);
  });
});
