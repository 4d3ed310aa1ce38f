import { cooperative, telHref } from '../../shared/content/cooperative';
import type { ApplicationId } from '../../applications/domain/application-id';
import { escapeHtml } from '../../shared/domain/html-text';
import type { OutgoingMail } from './outgoing-mail';

/** The words of the link to an application's status page (the receipt says the same). */
export const STATUS_LINK_TEXT = '¿En qué va mi solicitud?';

/**
 * Perdí el enlace's answer, to the e-mail on file: the fresh link to the status page and nothing
 * else of the application (the number, which the applicant typed themselves). The older links
 * no longer work.
 */
export function statusLinkMail(to: string, id: ApplicationId, statusUrl: string): OutgoingMail {
  const { office, shortName } = cooperative;
  const subject = `Tu enlace para seguir tu solicitud ${id} · ${shortName}`;
  const text = [
    'Hola:',
    '',
    `Pediste un enlace nuevo para ver en qué va tu solicitud ${id}. Aquí lo tienes:`,
    `${STATUS_LINK_TEXT}: ${statusUrl}`,
    '',
    'Los enlaces que recibiste antes ya no funcionan. No compartas este enlace: quien lo tenga ' +
      'puede ver el estado de tu solicitud y retirarla.',
    '',
    `Si no lo pediste tú, llama al ${office.phone} o escribe a ${office.email}.`,
  ].join('\n');
  const paragraph = (content: string) => `<p style="margin:0 0 12px">${content}</p>`;
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;font-size:16px;',
    'line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">',
    paragraph('Hola:'),
    paragraph(`Pediste un enlace nuevo para ver en qué va tu solicitud <strong>${id}</strong>.`),
    paragraph(`<a href="${escapeHtml(statusUrl)}">${STATUS_LINK_TEXT}</a>`),
    paragraph(
      'Los enlaces que recibiste antes ya no funcionan. No compartas este enlace: quien lo ' +
        'tenga puede ver el estado de tu solicitud y retirarla.',
    ),
    paragraph(
      `Si no lo pediste tú, llama al <a href="${telHref(office.phone)}">${office.phone}</a> o ` +
        `escribe a <a href="mailto:${office.email}">${office.email}</a>.`,
    ),
    '</body></html>',
  ].join('');
  return { to, subject, text, html };
}
