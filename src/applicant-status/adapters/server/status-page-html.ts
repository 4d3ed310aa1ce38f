import { escapeHtml } from '../../../shared/domain/html-text';
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
 * What every status page is made of (status-pages.ts): the plain HTML page with its one
 * stylesheet and no script, the office's contact, and the answer a page gives.
 */

const { office, shortName } = cooperative;

export interface StatusPageAnswer {
  status: number;
  html: string;
  /** For a 405: the methods the address takes. */
  allow?: string;
  /** For a 303: where the browser goes next (a talk's link, on this origin). */
  location?: string;
}

export const contact =
  `llama al <a href="${telHref(office.phone)}">${office.phone}</a> ` +
  `o escribe a <a href="mailto:${office.email}">${office.email}</a>`;

export function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow">' +
    `<title>${escapeHtml(title)} · ${escapeHtml(shortName)}</title>` +
    `<style>${STATUS_PAGE_STYLE}</style></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1>${body}` +
    `<p>${escapeHtml(shortName)}</p></main></body></html>`
  );
}

export const answer = (status: number, title: string, body: string): StatusPageAnswer => ({
  status,
  html: page(title, body),
});

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

export const INVALID_LINK: StatusPageAnswer = answer(
  404,
  'Este enlace no es válido',
  '<p>El enlace está incompleto o ya no corresponde a una solicitud (quizás pediste uno nuevo, ' +
    'o la solicitud se borró). Si tu solicitud sigue abierta, puedes ' +
    `<a href="${LOST_LINK_PATH}">pedir un enlace nuevo</a>. Si tienes dudas, ${contact}.</p>` +
    officeDetails(),
);

/** A button that POSTs to `action`: what each page offers to do. */
export const postButton = (action: string, text: string, secondary = false) =>
  `<form method="post" action="${escapeHtml(action)}">` +
  `<button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(text)}</button>` +
  '</form>';

export const backLink = (token: string) =>
  `<p><a href="${statusPath(token)}">Volver a mi solicitud</a></p>`;
