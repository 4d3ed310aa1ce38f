import { cooperative } from '../../shared/content/cooperative';
import { formatOfficeDateTime } from '../../shared/domain/office-date-time';
import type { Application } from '../../applications/domain/stored-application';
import { escapeHtml } from '../../shared/domain/html-text';
import type { OutgoingMail } from './outgoing-mail';

/**
 * A staff member's notice of a new application: its number, when it arrived (on the office's
 * clock) and the way to the inbox. Nothing of the applicant, not even their name: an e-mail
 * leaves the cooperative's systems (it is forwarded, kept in mailboxes the cooperative does not
 * run, read over a shoulder), and the inbox, behind sign-in, is where personal data is read. It
 * takes only the number and the date, so no name can slip into it.
 */
export function staffArrivalMail(
  { id, date }: Pick<Application, 'id' | 'date'>,
  to: string,
  siteUrl: string,
): OutgoingMail {
  const inboxUrl = new URL('/personal/', siteUrl).href;
  const when = formatOfficeDateTime(date);
  return {
    to,
    subject: `Nueva solicitud ${id}`,
    text: [
      // The time ends in "a. m." or "p. m.": its own full stop closes the sentence.
      `La solicitud ${id} llegó el ${when}`,
      '',
      `Ábrela en la bandeja de solicitudes (búscala por su número): ${inboxUrl}`,
      '',
      `Recibes este aviso porque lo pediste en ${cooperative.shortName}.`,
    ].join('\n'),
    html:
      `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;font-size:16px">` +
      `<p>La solicitud <strong>${id}</strong> llegó el ${escapeHtml(when)}</p>` +
      `<p><a href="${escapeHtml(inboxUrl)}">Ábrela en la bandeja de solicitudes</a> ` +
      `(búscala por su número).</p>` +
      `<p style="color:#555">Recibes este aviso porque lo pediste en ` +
      `${escapeHtml(cooperative.shortName)}.</p></body></html>`,
  };
}
