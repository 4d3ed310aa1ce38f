import { describe, expect, it } from 'vitest';
import { purgeReportMail } from '../../../src/notifications/domain/purge-report-mail';

const SITE = 'https://primerpaso.coop';

describe("the monthly purge's report", () => {
  it('says how many applications were erased, which, and how many numbers were freed', () => {
    const mail = purgeReportMail('jefa@coop.test', ['SOL2000', 'SOL2001'], 3, SITE);
    expect(mail.subject).toBe('Purga mensual de Cooperativa Primer Paso: 2 solicitudes borradas');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Se borraron 2 solicitudes');
      expect(body).toContain('SOL2000, SOL2001');
      expect(body).toContain('Se liberaron 3 números de solicitudes borradas hace más de 24 meses');
      expect(body).toContain('guarda el número durante 24 meses');
    }
  });

  it('says so when no number was freed, and when one was', () => {
    expect(purgeReportMail('jefa@coop.test', [], 0, SITE).text).toContain(
      'Ningún registro de borrado cumplió los 24 meses de cuarentena: no se liberó ningún número.',
    );
    expect(purgeReportMail('jefa@coop.test', [], 1, SITE).text).toContain('Se liberó 1 número');
  });
});
