import { cooperative } from '../../shared/content/cooperative';
import { numberQuarantine, retentionPeriod } from '../../shared/content/retention-period';
import type { ApplicationId } from '../../applications/domain/application-id';
import { escapeHtml } from '../../shared/domain/html-text';
import type { OutgoingMail } from './outgoing-mail';

/**
 * The admins' report of the monthly purge: how many applications passed the retention period and
 * were erased, and their numbers (no one's data: the records left hold none); and how many numbers
 * the purge freed, their erasure records past the quarantine. Sent when none were too, so that a
 * silent month means the schedule did not run.
 */
export function purgeReportMail(
  to: string,
  erased: readonly ApplicationId[],
  freed: number,
  siteUrl: string,
): OutgoingMail {
  const period = `${retentionPeriod.months} meses`;
  const summary =
    erased.length === 0
      ? `Este mes ninguna solicitud pasó los ${period} de conservación sin llegar a Asociada.`
      : `Se borraron ${erased.length === 1 ? 'una solicitud' : `${erased.length} solicitudes`} que pasaron los ${period} de conservación sin llegar a Asociada: ${erased.join(', ')}.`;
  const quarantine = `${numberQuarantine.months} meses`;
  const release =
    freed === 0
      ? `Ningún registro de borrado cumplió los ${quarantine} de cuarentena: no se liberó ningún número.`
      : `Se ${freed === 1 ? 'liberó 1 número' : `liberaron ${freed} números`} de solicitudes borradas hace más de ${quarantine}: su registro de borrado se eliminó y el número puede darse de nuevo.`;
  const lines = [
    summary,
    `Cada una queda como un registro de borrado, sin datos personales, como cuando se borra desde la bandeja; el registro guarda el número durante ${quarantine}.`,
    release,
    `Bandeja de solicitudes: ${new URL('/personal/', siteUrl).href}`,
  ];
  return {
    to,
    subject: `Purga mensual de ${cooperative.shortName}: ${erased.length} ${erased.length === 1 ? 'solicitud borrada' : 'solicitudes borradas'}`,
    text: lines.join('\n\n'),
    html:
      `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;font-size:16px">` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `</body></html>`,
  };
}
