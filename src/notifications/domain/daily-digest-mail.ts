import { cooperative } from '../../shared/content/cooperative';
import { formatOfficeDateTime } from '../../shared/domain/office-date-time';
import { escapeHtml } from '../../shared/domain/html-text';
import type { OutgoingMail } from './outgoing-mail';
import type { Arrival } from '../../applications/domain/recent-arrivals';

/**
 * What one digest covers: the applications that arrived in the last 24 hours before it is
 * composed, at most `limit` of them by number (the newest; the mail says there were more).
 */
export const DAILY_DIGEST = { windowMs: 24 * 60 * 60_000, limit: 50 };

function summaryOf(count: number, more: boolean): string {
  const window = 'en las últimas 24 horas';
  if (more)
    return `Llegaron más de ${count} solicitudes nuevas ${window}. Estas son las ${count} más recientes:`;
  if (count === 0) return `No llegó ninguna solicitud nueva ${window}.`;
  if (count === 1) return `Llegó una solicitud nueva ${window}:`;
  return `Llegaron ${count} solicitudes nuevas ${window}:`;
}

function subjectOf(count: number, more: boolean): string {
  const what =
    count === 1 && !more
      ? 'una solicitud nueva'
      : `${more ? 'más de ' : ''}${count} solicitudes nuevas`;
  return `Resumen diario de ${cooperative.shortName}: ${what}`;
}

/**
 * A staff member's daily digest: each application that arrived, by number and when (on the
 * office's clock), newest first, and the way to the inbox. Nothing of the applicants, not even
 * their names: an e-mail leaves the cooperative's systems, and the inbox, behind sign-in, is where
 * personal data is read. `more` says that more arrived than are listed.
 */
export function dailyDigestMail(
  to: string,
  arrivals: readonly Arrival[],
  more: boolean,
  siteUrl: string,
): OutgoingMail {
  const inboxUrl = new URL('/personal/', siteUrl).href;
  const summary = summaryOf(arrivals.length, more);
  const because = `Recibes este resumen porque lo pediste en ${cooperative.shortName}.`;
  const lines = arrivals.map(
    (arrival) => `- ${arrival.id} · ${formatOfficeDateTime(arrival.date)}`,
  );
  const items = arrivals.map(
    (arrival) =>
      `<li><strong>${arrival.id}</strong> · ` +
      `${escapeHtml(formatOfficeDateTime(arrival.date))}</li>`,
  );
  const andMore = 'y más: búscalas en la bandeja.';
  const [open, find] =
    arrivals.length === 1 && !more ? ['Ábrela', 'búscala'] : ['Ábrelas', 'búscalas'];
  return {
    to,
    subject: subjectOf(arrivals.length, more),
    text: [
      summary,
      '',
      ...lines,
      ...(more ? [`- ${andMore}`] : []),
      '',
      `${open} en la bandeja de solicitudes (${find} por su número): ${inboxUrl}`,
      '',
      because,
    ].join('\n'),
    html:
      `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;font-size:16px">` +
      `<p>${escapeHtml(summary)}</p>` +
      (items.length > 0
        ? `<ul style="padding-left:20px">${items.join('')}` +
          `${more ? `<li>${escapeHtml(andMore)}</li>` : ''}</ul>`
        : '') +
      `<p><a href="${escapeHtml(inboxUrl)}">${open} en la bandeja de solicitudes</a> ` +
      `(${find} por su número).</p>` +
      `<p style="color:#555">${escapeHtml(because)}</p></body></html>`,
  };
}
