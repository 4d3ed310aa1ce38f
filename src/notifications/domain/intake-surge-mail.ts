import { cooperative } from '../../shared/content/cooperative';
import { escapeHtml } from '../../shared/domain/html-text';
import type { OutgoingMail } from './outgoing-mail';

/**
 * The admins' alert that the whole intake passed its hourly limit: applications keep arriving,
 * stored but marked for review, with no receipt sent. No applicant's data: only the numbers.
 */
export function intakeSurgeMail(to: string, perHour: number, siteUrl: string): OutgoingMail {
  const inboxUrl = new URL('/personal/', siteUrl).href;
  const lines = [
    `Llegaron más de ${perHour} solicitudes en una hora al formulario de ${cooperative.shortName}.`,
    'Las siguientes se guardan marcadas para revisión y sus solicitantes no reciben el acuse por correo: puede ser un envío automático (spam) o un día de mucha demanda.',
    `Revísalas en la bandeja de solicitudes: ${inboxUrl}`,
    'Este aviso se envía una vez por hora mientras dure.',
  ];
  return {
    to,
    subject: `Aviso: más de ${perHour} solicitudes en una hora`,
    text: lines.join('\n\n'),
    html:
      `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;font-size:16px">` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `</body></html>`,
  };
}
