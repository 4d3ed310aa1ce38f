import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PASSKEY_CHALLENGES_COLLECTION } from '../../src/passkeys/adapters/passkeys-collections';
import { APPLICATIONS_COLLECTION } from '../../src/applications/adapters/applications-collections';
import {
  INTAKE_ADDRESSES_COLLECTION,
  INTAKE_REPLIES_COLLECTION,
} from '../../src/submission/adapters/submission-collections';
import {
  SEATS_COLLECTION,
  TALK_PASSES_COLLECTION,
} from '../../src/talks/adapters/talks-collections';
import type { QueryShape } from '../../src/shared/adapters/firestore/query-shape';
import { everyQueryShape } from '../../src/applications/adapters/firestore/application-query-shapes';
import { everyReportQueryShape } from '../../src/reports/adapters/report-query-shapes';
import { everyTalkQueryShape } from '../../src/talks/adapters/firestore/talk-query-shapes';
import {
  needsCompositeIndex,
  serves,
  shapesWithoutIndex,
  type CompositeIndex,
} from '../../build/deploy-check/composite-indexes';
import { everyProductQueryShape } from '../../build/deploy-check/query-shapes';

/**
 * The Firestore emulator serves any query without an index; production refuses one that lacks it.
 */
const spec = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
  indexes: CompositeIndex[];
  fieldOverrides: unknown[];
};
// The staff adapters' queries (the inbox's and the talks'), the server's for the monthly report
// and the intake's for a repeat applicant: the list `npm run deploy:check` checks.
const shapes = everyProductQueryShape();

describe('firestore.indexes.json', () => {
  it("has a composite index for every query the staff adapters, the monthly report and the intake's earlier applications run", () => {
    expect(shapes.filter(needsCompositeIndex).length).toBeGreaterThan(0);
    expect(shapesWithoutIndex(shapes, spec.indexes)).toEqual([]);
  });

  it('has no index that no query uses (each one costs a write per application)', () => {
    expect(spec.indexes.filter((index) => !shapes.some((shape) => serves(index, shape)))).toEqual(
      [],
    );
  });

  it('would fail this check for a query whose index is missing', () => {
    for (const [position] of spec.indexes.entries()) {
      const withOneMissing = spec.indexes.filter((_, other) => other !== position);
      expect(
        shapesWithoutIndex(shapes, withOneMissing).length,
        `without index ${position}`,
      ).toBeGreaterThan(0);
    }
  });

  it("needs nothing for the talks' queries: one field's range and order each", () => {
    expect(everyTalkQueryShape().filter(needsCompositeIndex)).toEqual([]);
  });

  it("needs nothing for the daily digest's query: one field's range and order", () => {
    // src/applications/adapters/server/admin-recent-arrivals.ts: date >= a day ago, newest first.
    const digest: QueryShape = {
      collectionGroup: APPLICATIONS_COLLECTION,
      equalities: [],
      ranges: [{ field: 'date', operator: '>=', value: new Date() }],
      orderBy: [{ field: 'date', direction: 'desc' }],
    };
    expect(needsCompositeIndex(digest)).toBe(false);
    // The automatic single-field index serves it, as long as no override takes it away.
    expect(spec.fieldOverrides).not.toContainEqual(
      expect.objectContaining({ collectionGroup: APPLICATIONS_COLLECTION, fieldPath: 'date' }),
    );
  });

  it("serves the monthly report's moves in every history only with collection group indexes, and its counts of applications with the inbox's own", () => {
    const reportShapes = everyReportQueryShape();
    const histories = reportShapes.filter(({ queryScope }) => queryScope === 'COLLECTION_GROUP');
    expect(histories.length).toBeGreaterThan(0);
    const asCollection = spec.indexes.map((index) => ({ ...index, queryScope: 'COLLECTION' }));
    expect(shapesWithoutIndex(histories, asCollection as CompositeIndex[])).toEqual(histories);
    // The open counts order as the inbox's lists do, newest first: no index of their own.
    const inboxIndexes = spec.indexes.filter(
      (index) => index.collectionGroup === APPLICATIONS_COLLECTION,
    );
    const applications = reportShapes.filter(({ queryScope }) => queryScope === 'COLLECTION');
    expect(shapesWithoutIndex(applications, inboxIndexes)).toEqual([]);
    expect(
      inboxIndexes.every((index) => everyQueryShape().some((shape) => serves(index, shape))),
    ).toBe(true);
  });

  it("lets Firestore delete the server's per-address counts by themselves (a TTL policy)", () => {
    expect(spec.fieldOverrides).toContainEqual({
      collectionGroup: INTAKE_ADDRESSES_COLLECTION,
      fieldPath: 'expireAt',
      ttl: true,
      indexes: [],
    });
  });

  it("lets Firestore delete the intake's replies by Idempotency-Key by themselves (a TTL policy)", () => {
    expect(spec.fieldOverrides).toContainEqual({
      collectionGroup: INTAKE_REPLIES_COLLECTION,
      fieldPath: 'expireAt',
      ttl: true,
      indexes: [],
    });
  });

  it('lets Firestore delete the passkey challenges nobody answered by themselves (a TTL policy)', () => {
    expect(spec.fieldOverrides).toContainEqual({
      collectionGroup: PASSKEY_CHALLENGES_COLLECTION,
      fieldPath: 'expiresAt',
      ttl: true,
      indexes: [],
    });
  });

  it("finds a number's seats at every talk (a collection group), and lets Firestore delete the talks' old links", () => {
    // src/talks/adapters/server/admin-seat-registry.ts forget: seats where applicationId == SOL####.
    expect(spec.fieldOverrides).toContainEqual(
      expect.objectContaining({
        collectionGroup: SEATS_COLLECTION,
        fieldPath: 'applicationId',
        indexes: expect.arrayContaining([{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }]),
      }),
    );
    expect(spec.fieldOverrides).toContainEqual({
      collectionGroup: TALK_PASSES_COLLECTION,
      fieldPath: 'expireAt',
      ttl: true,
      indexes: [],
    });
  });

  it('is what `firebase deploy` accepts', () => {
    // firebase-tools' own validation, run by `firebase deploy --only firestore:indexes` before any
    // upload.
    const { FirestoreApi } = createRequire(import.meta.url)(
      'firebase-tools/lib/firestore/api.js',
    ) as {
      FirestoreApi: new () => {
        validateSpec(spec: unknown): void;
        upgradeOldSpec(spec: unknown): unknown;
      };
    };
    const api = new FirestoreApi();
    expect(() => api.validateSpec(api.upgradeOldSpec(spec))).not.toThrow();
  });
});
