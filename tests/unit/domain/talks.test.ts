import { describe, expect, it } from 'vitest';
import {
  attendanceTick,
  requireFreeable,
  requireSeat,
  seatFateOf,
} from '../../../src/talks/domain/seat';
import {
  freeSeats,
  isAttendanceOpen,
  isFull,
  MAX_SEATS,
  talkDetailsProblem,
  type Talk,
} from '../../../src/talks/domain/talk';
import { AttendanceRefusedError, SeatRefusedError } from '../../../src/talks/domain/talk-errors';
import { officeInstant, officeTomorrow, officeWallTime } from '../../../src/talks/domain/talk-time';

const NOW = new Date('2026-03-14T15:00:00.000Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const talk = (hours: number, seats = 10, taken = 0): Talk => ({
  id: 'charla-1',
  startsAt: at(hours),
  place: 'Salón de usos múltiples',
  seats,
  taken,
});
const seat = (attended = false) => ({
  talkId: 'charla-1',
  applicationId: 'SOL1000' as const,
  assignedAt: at(-24),
  attended,
});

describe("a talk's details", () => {
  it('take a visible one-line place, 1 to MAX_SEATS seats and a start still ahead', () => {
    const details = { startsAt: at(24), place: ' Agencia Suchitoto ', seats: MAX_SEATS };
    expect(talkDetailsProblem(details, NOW)).toBeUndefined();
    expect(talkDetailsProblem({ ...details, place: '\u00a0' }, NOW)).toBe('place-blank');
    expect(talkDetailsProblem({ ...details, place: 'A'.repeat(121) }, NOW)).toBe('place-too-long');
    expect(talkDetailsProblem({ ...details, place: 'Sala\u200b1' }, NOW)).toBe('place-hidden');
    expect(talkDetailsProblem({ ...details, place: 'Sala\n1' }, NOW)).toBe('place-hidden');
    expect(talkDetailsProblem({ ...details, seats: MAX_SEATS + 1 }, NOW)).toBe('seats');
    expect(talkDetailsProblem({ ...details, seats: 0 }, NOW)).toBe('seats');
    expect(talkDetailsProblem({ ...details, seats: 2.5 }, NOW)).toBe('seats');
    expect(talkDetailsProblem({ ...details, startsAt: NOW }, NOW)).toBe('past');
  });

  it('never seat fewer than are taken', () => {
    const details = { startsAt: at(24), place: 'Sala', seats: 4 };
    expect(talkDetailsProblem(details, NOW, 4)).toBeUndefined();
    expect(talkDetailsProblem(details, NOW, 5)).toBe('seats');
  });
});

describe('seats', () => {
  it('counts what is free', () => {
    expect(freeSeats(talk(24, 10, 3))).toBe(7);
    expect(isFull(talk(24, 10, 10))).toBe(true);
  });

  it('go to applications En trámite, at upcoming talks with a free seat', () => {
    const enTramite = { id: 'SOL1000' as const, stage: 'en-tramite' as const };
    expect(() => requireSeat(talk(24), enTramite, NOW)).not.toThrow();
    expect(() => requireSeat(talk(24, 2, 2), enTramite, NOW)).toThrow(new SeatRefusedError('full'));
    expect(() => requireSeat(talk(-1), enTramite, NOW)).toThrow(new SeatRefusedError('talk-over'));
    expect(() => requireSeat(talk(24), { ...enTramite, stage: 'nueva' }, NOW)).toThrow(
      new SeatRefusedError('not-en-tramite'),
    );
  });

  it('are freed only before the talk, and never once attended', () => {
    expect(() => requireFreeable(talk(24), seat(), NOW)).not.toThrow();
    expect(() => requireFreeable(talk(-1), seat(), NOW)).toThrow(SeatRefusedError);
    expect(() => requireFreeable(talk(1), seat(true), NOW)).toThrow(SeatRefusedError);
  });
});

describe('attendance', () => {
  it('opens an hour before the start', () => {
    expect(isAttendanceOpen(talk(1), NOW)).toBe(true);
    expect(isAttendanceOpen(talk(1.01), NOW)).toBe(false);
    expect(isAttendanceOpen(talk(-30), NOW)).toBe(true);
  });

  it('ticks the talk on an application En trámite, or finds it ticked', () => {
    const enTramite = { stage: 'en-tramite' as const, checklist: {} };
    expect(attendanceTick(talk(0.5), seat(), enTramite, NOW)).toBe('tick');
    expect(
      attendanceTick(talk(-2), seat(), { stage: 'asociada', checklist: { charla: true } }, NOW),
    ).toBe('ticked-already');
  });

  it('is refused before the door opens, twice, or when the talk cannot be ticked', () => {
    const enTramite = { stage: 'en-tramite' as const, checklist: {} };
    expect(() => attendanceTick(talk(2), seat(), enTramite, NOW)).toThrow(
      new AttendanceRefusedError('not-yet'),
    );
    expect(() => attendanceTick(talk(-1), seat(true), enTramite, NOW)).toThrow(
      new AttendanceRefusedError('recorded-already'),
    );
    expect(() =>
      attendanceTick(talk(-1), seat(), { stage: 'cerrada', checklist: {} }, NOW),
    ).toThrow(new AttendanceRefusedError('not-en-tramite'));
  });
});

describe("the office's clock", () => {
  it('reads a date and time typed in El Salvador (UTC−6, all year) as one instant', () => {
    expect(officeInstant('2026-12-03', '09:30')?.toISOString()).toBe('2026-12-03T15:30:00.000Z');
    expect(officeInstant('2026-07-03', '18:00')?.toISOString()).toBe('2026-07-04T00:00:00.000Z');
    expect(officeWallTime(new Date('2026-07-04T00:00:00.000Z'))).toEqual({
      date: '2026-07-03',
      time: '18:00',
    });
  });

  it('refuses what is not a date and a time', () => {
    expect(officeInstant('2026-02-30', '09:30')).toBeUndefined();
    expect(officeInstant('2026-02-03', '25:00')).toBeUndefined();
    expect(officeInstant('', '')).toBeUndefined();
  });
});

describe("what an application's change does to its seats", () => {
  it('keeps the seat of an application still on its way, frees that of one closed or a member, and forgets every seat of one gone', () => {
    expect(seatFateOf({ stage: 'nueva' })).toBe('keep');
    expect(seatFateOf({ stage: 'en-tramite' })).toBe('keep');
    expect(seatFateOf({ stage: 'en-revision' })).toBe('keep');
    expect(seatFateOf({ stage: 'cerrada' })).toBe('release');
    expect(seatFateOf({ stage: 'asociada' })).toBe('release');
    // Removed as spam, or only its erasure record is left.
    expect(seatFateOf(undefined)).toBe('forget');
  });
});

describe("the office's next day, for the day-before reminder", () => {
  it('runs from midnight to midnight in El Salvador, whatever the hour it is asked at', () => {
    const tomorrow = {
      from: new Date('2026-03-15T06:00:00.000Z'),
      to: new Date('2026-03-16T06:00:00.000Z'),
    };
    // 07:00 in the office, the schedule's hour; and 23:59 the same office day (05:59 UTC next day).
    expect(officeTomorrow(new Date('2026-03-14T13:00:00.000Z'))).toEqual(tomorrow);
    expect(officeTomorrow(new Date('2026-03-15T05:59:00.000Z'))).toEqual(tomorrow);
    expect(officeTomorrow(new Date('2026-03-14T06:00:00.000Z'))).toEqual(tomorrow);
  });
});
