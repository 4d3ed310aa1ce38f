import { escapeHtml } from '../../../shared/domain/html-text';
import {
  contact,
  linkPageFrame,
  type LinkPageAnswer,
} from '../../../shared/adapters/server/link-page-html';
import {
  cooperative,
  fullAddress,
  telHref,
  WHATSAPP_LINK_TEXT,
  whatsappHref,
} from '../../../shared/content/cooperative';
import { LOST_LINK_PATH, statusPath } from '../../domain/status-link';
import { STATUS_PAGE_STYLE } from './status-page-policy';

/**
 * What every status page is made of (status-pages.ts): the link pages' frame
 * (link-page-html.ts) around the status pages' own stylesheet, and the office's details.
 */

const { office } = cooperative;

export const { page, answer } = linkPageFrame(STATUS_PAGE_STYLE);

export function officeDetails(applicationId?: string): string {
  return (
    '<h2>Nuestra oficina</h2><dl>' +
    `<dt>Dirección</dt><dd>${escapeHtml(fullAddress)}</dd>` +
    `<dt>Horario</dt><dd>${escapeHtml(office.hours)}</dd>` +
    `<dt>Teléfono</dt><dd><a href="${telHref(office.phone)}">${office.phone}</a></dd></dl>` +
    (applicationId
      ? `<p><a href="${escapeHtml(whatsappHref(applicationId))}">${WHATSAPP_LINK_TEXT}</a></p>`
      : '')
  );
}

export const INVALID_LINK: LinkPageAnswer = answer(
  404,
  'Este enlace no es válido',
  '<p>El enlace está incompleto o ya no corresponde a una solicitud (quizás pediste uno nuevo, ' +
    'o la solicitud se borró). Si tu solicitud sigue abierta, puedes ' +
    `<a href="${LOST_LINK_PATH}">pedir un enlace nuevo</a>. Si tienes dudas, ${contact}.</p>` +
    officeDetails(),
);

export const backLink = (token: string) =>
  `<p><a href="${statusPath(token)}">Volver a mi solicitud</a></p>`;
