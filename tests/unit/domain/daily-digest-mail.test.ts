import { describe, expect, it } from 'vitest';
import { dailyDigestMail } from '../../../src/notifications/domain/daily-digest-mail';
import type { Arrival } from '../../../src/applications/domain/recent-arrivals';
import { applicationIdFromNumber } from '../../../src/applications/domain/application-id';
import { storedApplication } from '../../support/application-fixtures';

const SITE = 'https://primerpaso.coop';
const TO = 'personal@primerpaso.coop';
/**
 * The first arrival is a whole stored application, as a careless adapter might hand it over: the
 * digest must still print only its number and date. (15:05 UTC is 9:05 in El Salvador.)
 */
const application = {
  ...storedApplication('SOL4821', { first_name: 'Ana <María>' }),
  date: new Date('2026-11-23T15:05:00Z'),
};
const arrivals: Arrival[] = [
  application,
  { id: 'SOL1234', date: new Date('2026-11-23T02:30:00Z') },
];

describe("a staff member's daily digest", () => {
  const mail = dailyDigestMail(TO, arrivals, false, SITE);

  it('goes to the member, and counts what arrived in its subject', () => {
    expect(mail.to).toBe(TO);
    expect(mail.subject).toBe('Resumen diario de Cooperativa Primer Paso: 2 solicitudes nuevas');
  });

  it('lists each application by number and when, on the office clock, newest first', () => {
    expect(mail.text).toContain('Llegaron 2 solicitudes nuevas en las últimas 24 horas:');
    const lines = mail.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toEqual([
      expect.stringMatching(/^- SOL4821 · 23\/11\/2026, 9:05\sa\.\sm\.$/),
      // 02:30 UTC on the 23rd is still the 22nd in El Salvador.
      expect.stringMatching(/^- SOL1234 · 22\/11\/2026, 8:30\sp\.\sm\.$/),
    ]);
    expect(mail.html).toContain('<strong>SOL4821</strong>');
    expect(mail.html).toContain('<strong>SOL1234</strong>');
    expect(mail.html.indexOf('SOL4821')).toBeLessThan(mail.html.indexOf('SOL1234'));
  });

  it('leads to the inbox, and says why the member gets it', () => {
    expect(mail.text).toContain('https://primerpaso.coop/personal/');
    expect(mail.html).toContain('href="https://primerpaso.coop/personal/"');
    for (const body of [mail.text, mail.html])
      expect(body).toContain('Recibes este resumen porque lo pediste en Cooperativa Primer Paso.');
  });

  it('names no applicant: not even a first or last name, in its subject, text or HTML', () => {
    for (const body of [mail.subject, mail.text, mail.html]) {
      expect(body).not.toContain('Ana');
      expect(body).not.toContain('María');
      expect(body).not.toContain(application.last_name);
    }
  });

  it('holds no DUI, NIT, phone, e-mail, address or message of the applicant', () => {
    const personal = [
      application.first_name,
      application.last_name,
      application.dui,
      application.nit,
      application.phone,
      application.email,
      application.address,
      application.company,
      application.message,
    ].filter(Boolean);
    expect(personal.length).toBeGreaterThan(5);
    for (const body of [mail.subject, mail.text, mail.html]) {
      for (const value of personal) expect(body).not.toContain(value);
      expect(body).not.toMatch(/\d{8}-\d/); // the shape of a DUI
    }
  });

  it('lists no number in its subject: only the count', () => {
    expect(mail.subject).not.toContain('SOL');
  });

  it('says one application in the singular', () => {
    const one = dailyDigestMail(TO, arrivals.slice(1), false, SITE);
    expect(one.subject).toBe('Resumen diario de Cooperativa Primer Paso: una solicitud nueva');
    expect(one.text).toContain('Llegó una solicitud nueva en las últimas 24 horas:');
    expect(one.text).toContain('Ábrela en la bandeja de solicitudes (búscala por su número)');
    expect(mail.text).toContain('Ábrelas en la bandeja de solicitudes (búscalas por su número)');
  });

  it('says that more arrived than it lists', () => {
    const many = Array.from({ length: 50 }, (_, index) => ({
      id: applicationIdFromNumber(2000 + index),
      date: new Date(Date.UTC(2026, 10, 23, 12) - index * 60_000),
    }));
    const more = dailyDigestMail(TO, many, true, SITE);
    expect(more.subject).toBe(
      'Resumen diario de Cooperativa Primer Paso: más de 50 solicitudes nuevas',
    );
    expect(more.text).toContain(
      'Llegaron más de 50 solicitudes nuevas en las últimas 24 horas. Estas son las 50 más recientes:',
    );
    expect(more.text).toContain('- y más: búscalas en la bandeja.');
    expect(more.html).toContain('<li>y más: búscalas en la bandeja.</li>');
    expect(more.text.split('\n').filter((line) => line.startsWith('- SOL'))).toHaveLength(50);
  });
});
