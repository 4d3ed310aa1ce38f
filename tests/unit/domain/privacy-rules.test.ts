import { describe, expect, it } from 'vitest';
import { confirmsErasureOf } from '../../../src/privacy/domain/erasure';
import { rectificationError, UNCHANGED_VALUE } from '../../../src/privacy/domain/rectification';
import { retentionCutoff } from '../../../src/privacy/domain/retention';
import { isPastRetention } from '../../../src/applications/domain/retention-matches';
import {
  FIELD_REQUIRED,
  INVALID_DUI,
  INVALID_PHONE_PREFIX,
} from '../../../src/submission/domain/rules/validation-messages';
import type { Stage } from '../../../src/applications/domain/workflow/stage';
import { applicationRecord, dayOf2025 } from '../../support/application-record-fixtures';

describe('the retention period', () => {
  it('counts calendar months on El Salvador’s calendar, not 30-day blocks or UTC days', () => {
    // 1 March 03:00 UTC is still 28 February, 21:00 in El Salvador (UTC-6): a month back is 28
    // January there,
    // where counting in UTC would say 1 February.
    expect(retentionCutoff(new Date('2026-03-01T03:00:00Z'), 1).toISOString()).toBe(
      '2026-01-29T03:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-11-21T15:00:00Z'), 12).toISOString()).toBe(
      '2025-11-21T15:00:00.000Z',
    );
    // From 31 March, one month back is the last day of February.
    expect(retentionCutoff(new Date('2026-03-31T18:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T18:00:00.000Z',
    );
  });

  it('has passed for an application sent at or before the cutoff that is not Asociada; never for Asociada', () => {
    const cutoff = dayOf2025(10);
    const sentOn = (day: number, stage: Stage) =>
      applicationRecord('SOL1000', dayOf2025(day), { stage });
    expect(isPastRetention(sentOn(10, 'cerrada'), cutoff)).toBe(true);
    expect(isPastRetention(sentOn(10, 'nueva'), cutoff)).toBe(true);
    expect(isPastRetention(sentOn(11, 'cerrada'), cutoff)).toBe(false);
    expect(isPastRetention(sentOn(1, 'asociada'), cutoff)).toBe(false);
  });
});

describe('a rectification', () => {
  const record = applicationRecord('SOL1000', dayOf2025(1), {
    phone: '7123-4567',
    first_name: 'Ana',
  });

  it('follows the public form’s rules and messages, field by field', () => {
    expect(rectificationError(record, 'phone', '2222-3333')).toBeUndefined();
    expect(rectificationError(record, 'phone', '5222-3333')).toBe(INVALID_PHONE_PREFIX);
    expect(rectificationError(record, 'dui', '02495046-4')).toBe(INVALID_DUI);
    expect(rectificationError(record, 'first_name', '   ')).toBe(FIELD_REQUIRED);
    expect(rectificationError(record, 'address', 'x'.repeat(201))).toMatch(/200/);
    expect(rectificationError(record, 'nit', '')).toBeUndefined();
  });

  it('must change something', () => {
    expect(rectificationError(record, 'first_name', ' Ana ')).toBe(UNCHANGED_VALUE);
  });
});

describe('an erasure’s confirmation', () => {
  it('names the application, however it is typed', () => {
    expect(confirmsErasureOf('SOL4821', 'SOL4821')).toBe(true);
    expect(confirmsErasureOf('SOL4821', ' sol 4821 ')).toBe(true);
    expect(confirmsErasureOf('SOL4821', 'SOL4822')).toBe(false);
    expect(confirmsErasureOf('SOL4821', '')).toBe(false);
  });
});
