import { describe, expect, it } from 'vitest';
import { cooperative } from '../../../src/shared/content/cooperative';
import { formatOfficeMoment } from '../../../src/shared/domain/office-date-time';
import { unbreakableTimes } from '../../../src/shared/domain/unbreakable-times';

const NBSP = '\u00a0';

describe('a time on a line', () => {
  it('never breaks between the hour, "a." or "p." and "m."', () => {
    expect(unbreakableTimes('de 8:00 a. m. a 4:00 p. m.')).toBe(
      `de 8:00${NBSP}a.${NBSP}m. a 4:00${NBSP}p.${NBSP}m.`,
    );
  });

  it('keeps noon, "12:00 m.", together too, and the narrow spaces a browser may write', () => {
    expect(unbreakableTimes('hasta las 12:00 m.')).toBe(`hasta las 12:00${NBSP}m.`);
    expect(unbreakableTimes('10:42\u202fp.\u202fm.')).toBe(`10:42${NBSP}p.${NBSP}m.`);
  });

  it('leaves other words alone', () => {
    expect(unbreakableTimes('Lunes a viernes, 3 a. mañana')).toBe('Lunes a viernes, 3 a. mañana');
  });

  it("is how the office's hours and an application's moment are written", () => {
    expect(cooperative.office.hours).not.toMatch(/[ap]\. m\.| m\./);
    expect(formatOfficeMoment(new Date('2026-03-14T20:05:00Z'))).toBe(
      `14 de marzo de 2026 a las 2:05${NBSP}p.${NBSP}m.`,
    );
  });
});
