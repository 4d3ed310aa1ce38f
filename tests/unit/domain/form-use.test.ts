import { describe, expect, it } from 'vitest';
import {
  formUseBody,
  formUseDayOf,
  formUseEventOf,
  sentShare,
} from '../../../src/form-use/domain/form-use';
import { daysFrom, TooManyFormUseDaysError } from '../../../src/form-use/domain/form-use-counts';
import { monthDays } from '../../../src/reports/domain/report-month';

describe("the form's use: what a beacon may say", () => {
  it('is one of two events, the body the page sends and nothing more', () => {
    expect(formUseBody('empezado')).toBe('{"event":"empezado"}');
    expect(formUseBody('enviado')).toBe('{"event":"enviado"}');
    expect(formUseEventOf('{"event":"empezado"}')).toBe('empezado');
    expect(formUseEventOf('{"event":"enviado"}')).toBe('enviado');
    // A JSON parser's object, when the framework read the body as JSON.
    expect(formUseEventOf({ event: 'enviado' })).toBe('enviado');
  });

  it('refuses anything else: another event, another field beside it, not JSON, not an object', () => {
    for (const body of [
      '{"event":"abierto"}',
      '{"event":"Enviado"}',
      '{"event":"enviado","id":"a1b2"}',
      '{"evento":"enviado"}',
      '["enviado"]',
      '"enviado"',
      'enviado',
      '',
      '{',
      { event: 'enviado', count: 50 },
      { event: 1 },
      ['enviado'],
      null,
      undefined,
      42,
    ])
      expect(formUseEventOf(body), JSON.stringify(body)).toBeUndefined();
  });
});

describe("the form's use: which day counts it", () => {
  it('is the office’s day in El Salvador (UTC−6), not UTC’s', () => {
    // 31 October at 11:59:59 p. m. in El Salvador is already 1 November in UTC.
    expect(formUseDayOf(new Date('2026-11-01T05:59:59.999Z'))).toBe('2026-10-31');
    expect(formUseDayOf(new Date('2026-11-01T06:00:00.000Z'))).toBe('2026-11-01');
    // 30 November at 7:00 p. m. there: still November's.
    expect(formUseDayOf(new Date('2026-12-01T01:00:00.000Z'))).toBe('2026-11-30');
  });

  it('adds up a month by its days on the office’s calendar, leap years included', () => {
    expect(monthDays('2026-11')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDays('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
    expect(daysFrom('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysFrom('2026-12-01', '2026-12-31')).toHaveLength(31);
    expect(daysFrom('2026-12-02', '2026-12-01')).toEqual([]);
  });

  it('reads no more than a month of days at once', () => {
    expect(() => daysFrom('2026-12-01', '2027-01-01')).toThrow(TooManyFormUseDaysError);
  });
});

describe("the form's use: the share sent", () => {
  it('is the forms sent as a whole percentage of the forms begun', () => {
    expect(sentShare({ started: 50, sent: 31 })).toBe(62);
    // 2 of 3: 66.7 %.
    expect(sentShare({ started: 3, sent: 2 })).toBe(67);
    expect(sentShare({ started: 7, sent: 0 })).toBe(0);
    expect(sentShare({ started: 4, sent: 4 })).toBe(100);
  });

  it('is nothing when no form was begun, whatever was sent (a send without a start)', () => {
    expect(sentShare({ started: 0, sent: 0 })).toBeNull();
    expect(sentShare({ started: 0, sent: 2 })).toBeNull();
  });
});
