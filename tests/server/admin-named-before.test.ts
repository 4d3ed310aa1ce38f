import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  adminNamedApplicationOf,
  adminNamedBeforeOf,
} from '../../src/applications/adapters/server/admin-name-keys';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';

const snapshotOf = (data: Record<string, unknown>) => ({
  exists: true,
  data: () => data,
  ref: { path: 'Applications/SOL4821' },
});

describe("keepNameKeys' reading of an application before a write", () => {
  it('reads the names of a readable one, as the mapper does', () => {
    const date = Timestamp.fromMillis(Date.UTC(2026, 10, 1));
    const snapshot = snapshotOf({ first_name: 'Ana', last_name: 'López', date });
    expect(adminNamedBeforeOf(snapshot as never)).toEqual({
      first_name: 'Ana',
      last_name: 'López',
      date: date.toDate(),
    });
  });

  it('counts a damaged one as none (the keys are settled from what it is now), where the mapper refuses it', () => {
    const damaged = snapshotOf({ first_name: 7, last_name: 'López' });
    expect(() => adminNamedApplicationOf(damaged as never)).toThrow(MalformedDocumentError);
    expect(adminNamedBeforeOf(damaged as never)).toBeUndefined();
  });
});
