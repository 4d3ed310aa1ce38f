import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxPage } from '../../../src/applications/domain/application-inbox';
import {
  invalidFields,
  validateApplicationForm,
} from '../../../src/submission/domain/rules/application-rules';
import { stageOfRecord } from '../../../src/applications/domain/application-record';
import { STAGES } from '../../../src/applications/domain/workflow/stage';
import { TRANSITIONS } from '../../../src/applications/domain/workflow/transitions';
import { isWaitingOnApplicant, staleDays } from '../../../src/applications/domain/progress';
import { startDemoArrivals } from '../../../src/pages/staff/demo/demo-arrivals';
import { demoInbox } from '../../../src/pages/staff/demo/demo-inbox-data';
import { demoPastApplications } from '../../../src/pages/staff/demo/demo-past-applications';
import { retentionCutoff } from '../../../src/privacy/domain/retention';
import { isPastRetention } from '../../../src/applications/domain/retention-matches';
import { InMemoryApplicationInbox } from '../../../src/applications/adapters/memory/in-memory-application-inbox';
import { nextValue } from '../../support/staff-fixtures';

const { records, histories } = demoInbox(new Date('2026-11-21T15:00:00Z'));

describe('the demo inbox', () => {
  it('has about 30 applications with distinct numbers and DUIs, in every stage', () => {
    expect(records.length).toBeGreaterThanOrEqual(25);
    expect(new Set(records.map(({ id }) => id)).size).toBe(records.length);
    expect(new Set(records.map(({ dui }) => dui)).size).toBe(records.length);
    expect(new Set(records.map(stageOfRecord))).toEqual(new Set(STAGES));
  });

  it('holds only applications the public form would accept', () => {
    for (const record of records)
      expect(invalidFields(validateApplicationForm(record)), record.id).toEqual([]);
  });

  it('has applications waiting on the applicant and open ones without progress in 30 days, their progress as their history tells', () => {
    const now = new Date('2026-11-21T15:00:00Z');
    expect(
      records.filter((record) => isWaitingOnApplicant(record, now)).length,
    ).toBeGreaterThanOrEqual(3);
    const stale = records.filter((record) => staleDays(record, now) !== null);
    expect(new Set(stale.map(stageOfRecord))).toEqual(new Set(['nueva', 'en-tramite']));
    for (const record of records) {
      const progress = (histories[record.id] ?? []).filter(({ kind }) => kind !== 'note').at(-1);
      expect(record.progressAt, record.id).toEqual(progress?.at ?? null);
    }
  });

  it("tells each application's way to its stage with allowed transitions", () => {
    for (const record of records) {
      const moves = (histories[record.id] ?? []).flatMap((entry) =>
        entry.kind === 'transition' ? [entry] : [],
      );
      for (const { from, to } of moves)
        expect(TRANSITIONS.some((t) => t.from === from && t.to === to)).toBe(true);
      // Held for review is how the server stores an application, as Nueva is: no move yet.
      const arrived = stageOfRecord(record) === 'en-revision' ? 'en-revision' : 'nueva';
      expect(moves.at(-1)?.to ?? arrived).toBe(stageOfRecord(record));
      if (stageOfRecord(record) === 'cerrada') expect(record.closeReason).not.toBeNull();
    }
  });
});

describe('the demo arrivals', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('bring a new, valid application now and then, each with its own number, until stopped', async () => {
    vi.useFakeTimers();
    const now = new Date('2026-11-21T15:00:00Z');
    const inbox = new InMemoryApplicationInbox({ now: () => now });
    inbox.seed(records, histories);
    const stop = startDemoArrivals(inbox, { now: () => now }, 1_000);

    await vi.advanceTimersByTimeAsync(3_000);
    stop();
    await vi.advanceTimersByTimeAsync(3_000);

    const page = nextValue<InboxPage>((listener) => inbox.watchFirstPage('nueva', 50, listener));
    await vi.advanceTimersByTimeAsync(0);
    const { applications } = await page;
    const arrived = applications.filter(({ id }) => !records.some((record) => record.id === id));
    expect(arrived).toHaveLength(3);
    for (const record of arrived) {
      expect(invalidFields(validateApplicationForm(record)), record.id).toEqual([]);
      expect(record.date).toEqual(now);
    }
  });
});

describe('the demo’s past applications', () => {
  const now = new Date('2026-11-21T15:00:00Z');
  const past = demoPastApplications(now);
  const cutoff = retentionCutoff(now, 12);

  it('give the privacy screen expired non-members to purge, and old members it must keep', () => {
    expect(
      past.records.filter((record) => isPastRetention(record, cutoff)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      past.records.filter((record) => stageOfRecord(record) === 'asociada' && record.date < cutoff)
        .length,
    ).toBeGreaterThanOrEqual(1);
    for (const record of past.records)
      expect(invalidFields(validateApplicationForm(record)), record.id).toEqual([]);
  });

  it('include a person who applied twice, found by one DUI, with numbers no other demo application has', () => {
    const all = [...records, ...past.records];
    expect(new Set(all.map(({ id }) => id)).size).toBe(all.length);
    const duis = all.map(({ dui }) => dui);
    expect(duis.filter((dui) => duis.indexOf(dui) !== duis.lastIndexOf(dui))).toHaveLength(2);
  });
});
