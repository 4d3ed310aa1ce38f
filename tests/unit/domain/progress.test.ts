import { describe, expect, it } from 'vitest';
import { ageInDays, ageText } from '../../../src/inbox/domain/application-age';
import {
  isWaitingOnApplicant,
  lastProgressAt,
  STALE_AFTER_DAYS,
  staleDays,
  staleText,
  WAITING_AFTER_DAYS,
  waitingCutoff,
} from '../../../src/applications/domain/progress';
import type { Checklist } from '../../../src/applications/domain/requirements/checklist';
import type { Stage } from '../../../src/applications/domain/workflow/stage';
import { applicationRecord } from '../../support/application-record-fixtures';

const DAY = 86_400_000;
// 09:00 in El Salvador (UTC−6).
const NOW = new Date('2026-03-14T15:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** Sent 90 days ago; its last move or tick `sinceProgress` ms ago (none when null). */
const record = (
  stage: Stage,
  sinceProgress: number | null,
  checklist: Checklist = {},
  sentMsAgo = 90 * DAY,
) => ({
  ...applicationRecord('SOL1000', ago(sentMsAgo), {
    stage,
    progressAt: sinceProgress === null ? null : ago(sinceProgress),
  }),
  checklist,
});

const EVERYTHING: Checklist = {
  'copia-dui': true,
  'copia-nit': true,
  'recibo-agua': true,
  cuota: 'A-00123',
  charla: true,
};

describe('waiting on the applicant', () => {
  it(`is named: ${WAITING_AFTER_DAYS} days, and stale after ${STALE_AFTER_DAYS}`, () => {
    expect(WAITING_AFTER_DAYS).toBe(14);
    expect(STALE_AFTER_DAYS).toBe(30);
  });

  it(`starts once more than ${WAITING_AFTER_DAYS} days passed without progress, not at exactly ${WAITING_AFTER_DAYS}`, () => {
    expect(isWaitingOnApplicant(record('en-tramite', 14 * DAY), NOW)).toBe(false);
    expect(isWaitingOnApplicant(record('en-tramite', 14 * DAY + 1), NOW)).toBe(true);
    expect(isWaitingOnApplicant(record('en-tramite', 13 * DAY), NOW)).toBe(false);
    expect(waitingCutoff(NOW)).toEqual(ago(14 * DAY));
  });

  it('needs a requirement missing: with everything met it waits on the office', () => {
    expect(isWaitingOnApplicant(record('en-tramite', 20 * DAY, { charla: true }), NOW)).toBe(true);
    expect(isWaitingOnApplicant(record('en-tramite', 20 * DAY, EVERYTHING), NOW)).toBe(false);
  });

  it('is only En trámite', () => {
    for (const stage of ['nueva', 'en-revision', 'asociada', 'cerrada'] as const)
      expect(isWaitingOnApplicant(record(stage, 40 * DAY), NOW), stage).toBe(false);
  });

  it('counts from the date when nothing happened since it arrived', () => {
    const untouched = record('en-tramite', null, {}, 15 * DAY);
    expect(lastProgressAt(untouched)).toEqual(untouched.date);
    expect(isWaitingOnApplicant(untouched, NOW)).toBe(true);
    expect(isWaitingOnApplicant(record('en-tramite', null, {}, 10 * DAY), NOW)).toBe(false);
  });
});

describe('no progress in 30 days', () => {
  it(`marks an open application from exactly ${STALE_AFTER_DAYS} whole days without progress`, () => {
    expect(staleDays(record('en-tramite', 30 * DAY - 1), NOW)).toBeNull();
    expect(staleDays(record('en-tramite', 30 * DAY), NOW)).toBe(30);
    expect(staleDays(record('en-tramite', 34 * DAY + 5 * 3_600_000), NOW)).toBe(34);
  });

  it('marks Nueva and En revisión counted from their date, with nothing ticked or moved', () => {
    expect(staleDays(record('nueva', null, {}, 31 * DAY), NOW)).toBe(31);
    expect(staleDays(record('en-revision', null, {}, 45 * DAY), NOW)).toBe(45);
    expect(staleDays(record('nueva', null, {}, 29 * DAY), NOW)).toBeNull();
  });

  it('marks En trámite whatever its checklist, and never Asociada or Cerrada', () => {
    expect(staleDays(record('en-tramite', 40 * DAY, EVERYTHING), NOW)).toBe(40);
    expect(staleDays(record('asociada', 400 * DAY), NOW)).toBeNull();
    expect(staleDays(record('cerrada', 400 * DAY), NOW)).toBeNull();
  });

  it('says so in words', () => {
    expect(staleText(34)).toBe('Sin avance en 34 días');
  });
});

describe("an application's age", () => {
  it('counts days on the office calendar: last night is ayer, this morning is hoy', () => {
    // 23:30 yesterday and 00:10 today in El Salvador.
    expect(ageText(new Date('2026-03-14T05:30:00Z'), NOW)).toBe('ayer');
    expect(ageText(new Date('2026-03-14T06:10:00Z'), NOW)).toBe('hoy');
    expect(ageText(NOW, NOW)).toBe('hoy');
    expect(ageInDays(new Date('2026-03-14T05:30:00Z'), NOW)).toBe(1);
  });

  it('reads in days up to 29, then months, then years, in Spanish', () => {
    expect(ageText(ago(3 * DAY), NOW)).toBe('hace 3 días');
    expect(ageText(ago(29 * DAY), NOW)).toBe('hace 29 días');
    expect(ageText(ago(30 * DAY), NOW)).toBe('hace 1 mes');
    expect(ageText(ago(75 * DAY), NOW)).toBe('hace 2 meses');
    expect(ageText(ago(400 * DAY), NOW)).toBe('hace 1 año');
  });

  it('never says a date ahead of the clock is in the future', () => {
    expect(ageText(new Date(NOW.getTime() + DAY), NOW)).toBe('hoy');
  });
});
