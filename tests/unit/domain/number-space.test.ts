import { describe, expect, it } from 'vitest';
import {
  isAlertDue,
  isPastAlertShare,
  NUMBER_SPACE_ALERT_AT,
  NUMBER_SPACE_SIZE,
  numberSpaceReading,
  numbersText,
  usedPercent,
  usedPercentText,
} from '../../../src/submission/domain/number-space';
import { numberSpaceMail } from '../../../src/notifications/domain/number-space-mail';
import { quarantineEnd, retentionCutoff } from '../../../src/privacy/domain/retention';

/** `used` numbers in use, split between applications and erasure records as given. */
const using = (used: number, quarantined = 0) => ({ taken: used - quarantined, quarantined });

describe('the number space', () => {
  it('holds the 9,000 SOL numbers, and alerts past 80 % of them in use, taken or quarantined', () => {
    expect(NUMBER_SPACE_SIZE).toBe(9_000);
    expect(NUMBER_SPACE_ALERT_AT).toBe(7_200);
    expect(isPastAlertShare(using(7_200))).toBe(false);
    expect(isPastAlertShare(using(7_201))).toBe(true);
    expect(isPastAlertShare(using(7_201, 7_201))).toBe(true);
  });

  it('reads as taken, quarantined and free, free never below none', () => {
    const at = new Date('2026-11-23T11:00:00Z');
    expect(numberSpaceReading({ taken: 7_000, quarantined: 300 }, at)).toEqual({
      taken: 7_000,
      quarantined: 300,
      free: 1_700,
      measuredAt: at,
    });
    expect(numberSpaceReading({ taken: 9_000, quarantined: 5 }, at).free).toBe(0);
  });

  it('shows the share in use rounded up to a tenth, so that past the alert it never reads 80 %', () => {
    expect(usedPercent(using(7_200))).toBe(80);
    expect(usedPercent(using(7_201))).toBe(80.1);
    expect(usedPercent(using(0))).toBe(0);
    expect(usedPercent(using(9_000))).toBe(100);
    expect(usedPercentText(using(7_300))).toBe('81.2 %');
    expect(numbersText(7_300)).toBe('7,300');
  });
});

describe('the alert rule', () => {
  it('alerts once when the space passes the share, on the first reading ever too', () => {
    expect(isAlertDue(undefined, using(7_201))).toBe(true);
    expect(isAlertDue(using(7_000), using(7_201))).toBe(true);
    expect(isAlertDue(using(7_201), using(7_300))).toBe(false);
    expect(isAlertDue(using(7_300), using(7_300))).toBe(false);
  });

  it('alerts again only after a reading back at or below the share', () => {
    const readings = [7_100, 7_250, 7_400, 7_300, 7_200, 7_150, 7_210, 7_220];
    const alerts = readings.map((used, index) =>
      isAlertDue(index === 0 ? undefined : using(readings[index - 1]!), using(used)),
    );
    expect(alerts).toEqual([false, true, false, false, false, false, true, false]);
  });

  it('never alerts below the share', () => {
    expect(isAlertDue(undefined, using(7_200))).toBe(false);
    expect(isAlertDue(using(8_000), using(100))).toBe(false);
  });
});

describe('the number quarantine', () => {
  it('counts calendar months on El Salvador’s calendar, as the retention period does', () => {
    // 31 May 2025, 10:00 in El Salvador.
    const erasedAt = new Date('2025-05-31T16:00:00Z');
    expect(quarantineEnd(erasedAt, 24)).toEqual(new Date('2027-05-31T16:00:00Z'));
    expect(retentionCutoff(new Date('2027-05-31T16:00:00Z'), 24)).toEqual(erasedAt);
  });
});

describe("the admins' alert e-mail", () => {
  const reading = numberSpaceReading(
    { taken: 7_000, quarantined: 300 },
    new Date('2026-11-23T11:00:00Z'),
  );
  const mail = numberSpaceMail('jefa@coop.test', reading, 'https://primerpaso.coop');

  it('says how full the space is, taken, quarantined and free, and where the gauge is', () => {
    expect(mail.to).toBe('jefa@coop.test');
    expect(mail.subject).toBe('Aviso: ya se usa el 81.2 % de los números de solicitud');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('9,000');
      expect(body).toContain('7,000 tienen una solicitud');
      expect(body).toContain('300 están en cuarentena');
      expect(body).toContain('1,700 están libres');
      expect(body).toContain('23/11/2026');
      expect(body).toContain('https://primerpaso.coop/personal/');
      // A time ends in "a. m." already: no sentence ends right after one.
      expect(body).not.toContain('m..');
    }
  });
});
