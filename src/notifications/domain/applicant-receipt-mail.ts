import {
  cooperative,
  fullAddress,
  telHref,
  WHATSAPP_LINK_TEXT,
  whatsappHref,
} from '../../shared/content/cooperative';
import { MEMBERSHIP_REQUIREMENTS } from '../../shared/content/membership-requirements';
import type { Application } from '../../applications/domain/stored-application';
import { endSentence } from '../../shared/domain/end-sentence';
import { formatOfficeMoment } from '../../shared/domain/office-date-time';
import { escapeHtml } from '../../shared/domain/html-text';
import type { OutgoingMail } from './outgoing-mail';
import { STATUS_LINK_TEXT } from './status-link-mail';

const { office } = cooperative;

/** The words of the receipt's link to choose an information talk (the page shows the same). */
export const TALK_CHOICE_LINK_TEXT = 'Elegir mi charla informativa';

/**
 * The applicant's copy of the receipt, sent right after the save: the number and its date, what
 * to bring, where and when the office is open, and how their data is used; with a server, the
 * link to choose their information talk (`talkChoiceUrl`) and the private link to the
 * application's status page (`statusUrl`, the same as on the applicant's screen), with the
 * office's WhatsApp. Plain text and a simple HTML that reads on a phone; in Spanish, addressed by
 * first name only.
 */
export function applicantReceiptMail(
  application: Application,
  siteUrl: string,
  talkChoiceUrl?: string,
  statusUrl?: string,
): OutgoingMail {
  const { id, first_name: firstName, email, date } = application;
  const privacyUrl = new URL(cooperative.links.privacy, siteUrl).href;
  const when = formatOfficeMoment(date);
  const requirements = MEMBERSHIP_REQUIREMENTS.map(({ text }) => text);
  const subject = `Recibimos tu solicitud ${id} · ${cooperative.shortName}`;
  const text = [
    `Hola, ${firstName}:`,
    '',
    endSentence(`Recibimos tu solicitud de ingreso a ${cooperative.name}`),
    `Tu número de solicitud es ${id} (${when}).`,
    '',
    'Para continuar, preséntate en nuestra oficina con ese número y con lo siguiente:',
    ...requirements.map((requirement) => `- ${requirement}`),
    '',
    ...(talkChoiceUrl
      ? [`Elige ya tu charla informativa: ${TALK_CHOICE_LINK_TEXT}: ${talkChoiceUrl}`, '']
      : []),
    ...(statusUrl
      ? [
          `${STATUS_LINK_TEXT} Míralo aquí (este enlace es solo tuyo, no lo compartas): ${statusUrl}`,
          '',
        ]
      : []),
    `Oficina: ${fullAddress}`,
    `Horario: ${office.hours}`,
    `Teléfono: ${office.phone}`,
    `${WHATSAPP_LINK_TEXT}: ${whatsappHref(id)}`,
    '',
    `Cómo usamos tus datos: ${privacyUrl}`,
    `Si no enviaste esta solicitud, escríbenos a ${office.email} y la borramos.`,
  ].join('\n');
  const paragraph = (content: string) => `<p style="margin:0 0 12px">${content}</p>`;
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;font-size:16px;',
    'line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">',
    paragraph(`Hola, ${escapeHtml(firstName)}:`),
    paragraph(escapeHtml(endSentence(`Recibimos tu solicitud de ingreso a ${cooperative.name}`))),
    paragraph(`Tu número de solicitud es <strong style="font-size:20px">${id}</strong> (${when}).`),
    paragraph('Para continuar, preséntate en nuestra oficina con ese número y con lo siguiente:'),
    `<ul style="margin:0 0 12px;padding-left:20px">${requirements
      .map((requirement) => `<li>${escapeHtml(requirement)}</li>`)
      .join('')}</ul>`,
    talkChoiceUrl
      ? paragraph(
          `Elige ya tu charla informativa: <a href="${escapeHtml(talkChoiceUrl)}">` +
            `${TALK_CHOICE_LINK_TEXT}</a>`,
        )
      : '',
    statusUrl
      ? paragraph(
          `<a href="${escapeHtml(statusUrl)}">${STATUS_LINK_TEXT}</a> ` +
            '(este enlace es solo tuyo, no lo compartas)',
        )
      : '',
    paragraph(
      `<strong>Oficina:</strong> ${escapeHtml(fullAddress)}<br>` +
        `<strong>Horario:</strong> ${escapeHtml(office.hours)}<br>` +
        `<strong>Teléfono:</strong> <a href="${telHref(office.phone)}">${office.phone}</a><br>` +
        `<a href="${escapeHtml(whatsappHref(id))}">${WHATSAPP_LINK_TEXT}</a>`,
    ),
    paragraph(`<a href="${escapeHtml(privacyUrl)}">Cómo usamos tus datos</a>`),
    paragraph(
      `Si no enviaste esta solicitud, escríbenos a ` +
        `<a href="mailto:${office.email}">${office.email}</a> y la borramos.`,
    ),
    '</body></html>',
  ].join('');
  return { to: email, subject, text, html };
}
