import { cooperative } from '../../shared/content/cooperative';
import type { Application } from '../../submission/domain/application';
import { escapeHtml } from './html-text';
import type { OutgoingMail } from './outgoing-mail';

/**
 * A staff member's notice of a new application: its number, the applicant's name and the way to
 * the inbox. Nothing else of the application (no DUI, NIT, phone, e-mail or address): an e-mail
 * leaves the cooperative's systems, and the inbox is where personal data is read.
 */
export function staffArrivalMail(
  application: Application,
  to: string,
  siteUrl: string,
): OutgoingMail {
  const { id, first_name: firstName, last_name: lastName } = application;
  const name = `${firstName} ${lastName}`;
  const inboxUrl = new URL('/personal/', siteUrl).href;
  return {
    to,
    subject: `Nueva solicitud ${id}: ${name}`,
    text: [
      `Llegó la solicitud ${id}, de ${name}.`,
      '',
      `Ábrela en la bandeja de solicitudes (búscala por su número): ${inboxUrl}`,
      '',
      `Recibes este aviso porque lo pediste en ${cooperative.shortName}.`,
    ].join('\n'),
    html:
      `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;font-size:16px">` +
      `<p>Llegó la solicitud <strong>${id}</strong>, de ${escapeHtml(name)}.</p>` +
      `<p><a href="${escapeHtml(inboxUrl)}">Ábrela en la bandeja de solicitudes</a> ` +
      `(búscala por su número).</p>` +
      `<p style="color:#555">Recibes este aviso porque lo pediste en ` +
      `${escapeHtml(cooperative.shortName)}.</p></body></html>`,
  };
}
