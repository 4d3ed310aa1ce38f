import { cooperative, telHref } from '../../shared/content/cooperative';
import { MEMBERSHIP_REQUIREMENTS } from '../../shared/content/membership-requirements';
import { formatOfficeDayName, formatOfficeTime } from '../../shared/domain/office-date-time';
import { escapeHtml } from '../../shared/domain/html-text';
import type { OutgoingMail } from './outgoing-mail';

const { office } = cooperative;

/** What an applicant is told about their seat: nothing of them but their first name. */
export interface TalkInvitation {
  to: string;
  firstName: string;
  startsAt: Date;
  place: string;
  /** The link that frees the seat ("No podré asistir"), on the site's own origin. */
  cancelUrl: string;
}

/** The talk as the requirements name it (src/shared/content), lower-cased to follow a colon. */
function talkRequirement(): string {
  const text = MEMBERSHIP_REQUIREMENTS.find(({ kind }) => kind === 'talk')?.text ?? '';
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The link's words: what the applicant does by following it. */
export const CANCEL_LINK_TEXT = 'No podré asistir';

/**
 * The applicant's invitation when they get a seat at an information talk ('invitacion'), or its
 * reminder the day before ('recordatorio'): the day and time on the office's clock, the place,
 * what the talk is, and the link that frees the seat. In Spanish, addressed by first name; no
 * number, DUI or other data of theirs.
 */
export function talkInvitationMail(
  invitation: TalkInvitation,
  kind: 'invitacion' | 'recordatorio',
): OutgoingMail {
  const { to, firstName, startsAt, place, cancelUrl } = invitation;
  const day = formatOfficeDayName(startsAt);
  const time = formatOfficeTime(startsAt);
  const opening =
    kind === 'invitacion'
      ? `Tienes un cupo en la charla informativa de ${cooperative.shortName}.`
      : `Te recordamos que mañana es tu charla informativa en ${cooperative.shortName}.`;
  const subject =
    kind === 'invitacion'
      ? `Tu charla informativa: ${day}, ${time} · ${cooperative.shortName}`
      : `Mañana es tu charla informativa, ${time} · ${cooperative.shortName}`;
  const what = `Es uno de los requisitos para asociarte: ${talkRequirement()}`;
  const cancel = 'Si no puedes asistir, libera tu cupo para que lo tome otra persona:';
  const questions = `¿Dudas? Llama al ${office.phone} o escribe a ${office.email}.`;
  const text = [
    `Hola, ${firstName}:`,
    '',
    opening,
    '',
    `Día: ${day}`,
    `Hora: ${time} (hora de El Salvador)`,
    `Lugar: ${place}`,
    '',
    what,
    '',
    cancel,
    `${CANCEL_LINK_TEXT}: ${cancelUrl}`,
    '',
    questions,
  ].join('\n');
  const paragraph = (content: string) => `<p style="margin:0 0 12px">${content}</p>`;
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;font-size:16px;',
    'line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">',
    paragraph(`Hola, ${escapeHtml(firstName)}:`),
    paragraph(escapeHtml(opening)),
    paragraph(
      `<strong>Día:</strong> ${escapeHtml(day)}<br>` +
        `<strong>Hora:</strong> ${escapeHtml(time)} (hora de El Salvador)<br>` +
        `<strong>Lugar:</strong> ${escapeHtml(place)}`,
    ),
    paragraph(escapeHtml(what)),
    paragraph(`${escapeHtml(cancel)} <a href="${escapeHtml(cancelUrl)}">${CANCEL_LINK_TEXT}</a>`),
    paragraph(
      `¿Dudas? Llama al <a href="${telHref(office.phone)}">${office.phone}</a> ` +
        `o escribe a <a href="mailto:${office.email}">${office.email}</a>.`,
    ),
    '</body></html>',
  ].join('');
  return { to, subject, text, html };
}
