import { cooperative, telHref } from '../../content/cooperative';
import { escapeHtml } from '../../domain/html-text';
import { formatOfficeDayName, formatOfficeTime } from '../../domain/office-date-time';

/*
 * What the pages the applicant's links open are made of (the talks' /charla/…, the status page's
 * /estado/…): plain HTML in Spanish with one inline stylesheet and no script, the office's
 * contact, a POST button, and the answer a page gives. Each kind of page keeps its own stylesheet,
 * which its policy allows by hash (link-page-policy.ts).
 */

const { office, shortName } = cooperative;

/** What a link page answers: its status and HTML, and the headers a few statuses need. */
export interface LinkPageAnswer {
  status: number;
  html: string;
  /** For a 405: the methods the address takes. */
  allow?: string;
  /** For a 303: where the browser goes next (a talk's link, on this origin). */
  location?: string;
}

/** How to reach the office, to end a sentence: "…, llama al … o escribe a …". */
export const contact =
  `llama al <a href="${telHref(office.phone)}">${office.phone}</a> ` +
  `o escribe a <a href="mailto:${office.email}">${office.email}</a>`;

/**
 * The frame of one kind of link page around its own stylesheet: `page` is the whole HTML page
 * (titled, never indexed), `answer` the same with its status.
 */
export function linkPageFrame(style: string) {
  const page = (title: string, body: string): string =>
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow">' +
    `<title>${escapeHtml(title)} · ${escapeHtml(shortName)}</title>` +
    `<style>${style}</style></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1>${body}` +
    `<p>${escapeHtml(shortName)}</p></main></body></html>`;
  const answer = (status: number, title: string, body: string): LinkPageAnswer => ({
    status,
    html: page(title, body),
  });
  return { page, answer };
}

/** A button that POSTs to `action`: what a page offers to do. */
export const postButton = (action: string, text: string, secondary = false) =>
  `<form method="post" action="${escapeHtml(action)}">` +
  `<button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(text)}</button>` +
  '</form>';

/** A talk as the pages show it: day, time on the office's clock, place. */
export function talkDetails(talk: { startsAt: Date; place: string }): string {
  return (
    `<dl><dt>Día</dt><dd>${escapeHtml(formatOfficeDayName(talk.startsAt))}</dd>` +
    `<dt>Hora</dt><dd>${escapeHtml(formatOfficeTime(talk.startsAt))} (hora de El Salvador)</dd>` +
    `<dt>Lugar</dt><dd>${escapeHtml(talk.place)}</dd></dl>`
  );
}
