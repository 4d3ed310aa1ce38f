import { describe, expect, it } from 'vitest';
import { applicantReceiptMail } from '../../../src/notifications/domain/applicant-receipt-mail';
import { staffArrivalMail } from '../../../src/notifications/domain/staff-arrival-mail';
import { MEMBERSHIP_REQUIREMENTS } from '../../../src/shared/content/membership-requirements';
import { cooperative } from '../../../src/shared/content/cooperative';
import { storedApplication } from '../../support/application-fixtures';

const SITE = 'https://primerpaso.coop';
const application = {
  ...storedApplication('SOL4821', { first_name: 'Ana <María>' }),
  date: new Date('2026-11-23T15:05:00Z'),
};

describe("the applicant's e-mail", () => {
  const mail = applicantReceiptMail(application, SITE);

  it('goes to the address they typed, with their number in the subject', () => {
    expect(mail.to).toBe(application.email);
    expect(mail.subject).toBe('Recibimos tu solicitud SOL4821 · Cooperativa Primer Paso');
  });

  it('says the number, the date in El Salvador, what to bring and where the office is', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('SOL4821');
      expect(body).toContain('23 de noviembre de 2026');
      expect(body).toContain('9:05');
      expect(body).toContain(cooperative.office.phone);
      expect(body).toContain(cooperative.address.street);
      expect(body).toContain('https://primerpaso.coop/#aviso-de-privacidad');
      for (const { text } of MEMBERSHIP_REQUIREMENTS) expect(body).toContain(text);
    }
  });

  it('carries the link to choose a talk when the server offered one, and none otherwise', () => {
    const url = 'https://primerpaso.coop/charla/elegir/abc';
    const withLink = applicantReceiptMail(application, SITE, url);
    expect(withLink.text).toContain(`Elegir mi charla informativa: ${url}`);
    expect(withLink.html).toContain(`<a href="${url}">Elegir mi charla informativa</a>`);
    expect(mail.text).not.toContain('Elegir mi charla');
    expect(mail.html).not.toContain('Elegir mi charla');
  });

  it('ends the sentence with the name without a second full stop', () => {
    expect(mail.text).toContain('Primer Paso de R.L.\n');
    expect(mail.text).not.toContain('R.L..');
    expect(mail.html).not.toContain('R.L..');
  });

  it('never reads what was typed as HTML', () => {
    expect(mail.html).toContain('Hola, Ana &lt;María&gt;:');
    expect(mail.html).not.toContain('<María>');
  });

  it('carries no DUI, NIT or phone of the applicant', () => {
    for (const body of [mail.text, mail.html]) {
      for (const value of [application.dui, application.nit, application.phone].filter(Boolean)) {
        expect(body).not.toContain(value);
      }
    }
  });
});

describe("a staff member's notice", () => {
  // Handed the whole stored application, as AnnounceApplication does.
  const mail = staffArrivalMail(application, 'personal@primerpaso.coop', SITE);

  it('says the number and when it arrived on the office clock, and leads to the inbox', () => {
    expect(mail.to).toBe('personal@primerpaso.coop');
    expect(mail.subject).toBe('Nueva solicitud SOL4821');
    // 15:05 UTC is 9:05 in El Salvador.
    expect(mail.text).toMatch(/^La solicitud SOL4821 llegó el 23\/11\/2026, 9:05\sa\.\sm\.$/m);
    expect(mail.html).toMatch(
      /<strong>SOL4821<\/strong> llegó el 23\/11\/2026, 9:05\sa\.\sm\.<\/p>/,
    );
    expect(mail.text).toContain('https://primerpaso.coop/personal/');
    expect(mail.html).toContain('href="https://primerpaso.coop/personal/"');
  });

  it('names no applicant: not their first or last name, in its subject, text or HTML', () => {
    for (const body of [mail.subject, mail.text, mail.html]) {
      for (const name of ['Ana', 'María', application.last_name]) expect(body).not.toContain(name);
      expect(body).not.toContain('Hern'); // nor a part of it, escaped or not
    }
  });

  it('holds no DUI, NIT, phone, e-mail, address or message of the applicant', () => {
    const personal = [
      application.dui,
      application.nit,
      application.phone,
      application.email,
      application.address,
      application.company,
      application.message,
    ];
    for (const body of [mail.subject, mail.text, mail.html]) {
      for (const value of personal.filter(Boolean)) expect(body).not.toContain(value);
    }
  });
});
