import { escapeHtml } from '../../../notifications/domain/html-text';
import { cooperative } from '../../../shared/content/cooperative';
import { describeFailure } from '../../../shared/domain/describe-failure';
import { formatOfficeDayName, formatOfficeTime } from '../../../shared/domain/office-date-time';
import type { AddressQuota } from '../../../submission/domain/address-quota';
import type { CancelByLink, ReadCancelLink } from '../../application/talk-links';
import type { Talk } from '../../domain/talk';
import { passOfPath, type CancelOutcome, type CancelState } from '../../domain/talk-pass';
import { TALK_PAGE_STYLE } from './talk-page-policy';

/**
 * The pages the applicant's links open (/charla/…, a Hosting rewrite to the talkPages function):
 * rendered on the server as small, plain HTML in Spanish, with no script at all, so they work on
 * any phone; a form's POST does what the page offers, and a GET never changes anything (mail
 * scanners open links by themselves). They show a talk's day, time and place, never a name or a
 * number.
 */

const { office, shortName } = cooperative;

export interface TalkPageRequest {
  method: string;
  /** The request's path, e.g. /charla/no-asistire/TOKEN. */
  path: string;
}

export interface TalkPageAnswer {
  status: number;
  html: string;
  /** For a 405: the methods the address takes. */
  allow?: string;
}

export interface TalkPageUseCases {
  readCancelLink: Pick<ReadCancelLink, 'execute'>;
  cancelByLink: Pick<CancelByLink, 'execute'>;
}

/** The talk as the pages show it: day, time on the office's clock, place. */
function talkDetails(talk: Talk): string {
  return (
    `<dl><dt>Día</dt><dd>${escapeHtml(formatOfficeDayName(talk.startsAt))}</dd>` +
    `<dt>Hora</dt><dd>${escapeHtml(formatOfficeTime(talk.startsAt))} (hora de El Salvador)</dd>` +
    `<dt>Lugar</dt><dd>${escapeHtml(talk.place)}</dd></dl>`
  );
}

const contact =
  `llama al <a href="tel:+503${office.phone.replace('-', '')}">${office.phone}</a> ` +
  `o escribe a <a href="mailto:${office.email}">${office.email}</a>`;

export function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow">' +
    `<title>${escapeHtml(title)} · ${escapeHtml(shortName)}</title>` +
    `<style>${TALK_PAGE_STYLE}</style></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1>${body}` +
    `<p>${escapeHtml(shortName)}</p></main></body></html>`
  );
}

const CANCEL_PAGES: Record<
  Exclude<CancelState, 'open'> | 'freed',
  { status: number; title: string; body: string }
> = {
  freed: {
    status: 200,
    title: 'Tu cupo quedó libre',
    body: `<p>Tu cupo quedó libre para otra persona. Para elegir otra fecha, ${contact}.</p>`,
  },
  used: {
    status: 410,
    title: 'Este enlace ya se usó',
    body: `<p>Tu cupo ya quedó libre. Para elegir otra fecha, ${contact}.</p>`,
  },
  begun: {
    status: 410,
    title: 'La charla ya empezó',
    body: `<p>Tu cupo ya no se puede liberar desde este enlace. Si necesitas otra fecha, ${contact}.</p>`,
  },
  unknown: {
    status: 404,
    title: 'Este enlace no es válido',
    body:
      '<p>El enlace está incompleto, venció o ya no corresponde a tu cupo (la cooperativa pudo ' +
      `cambiarlo). Si tienes dudas sobre tu charla, ${contact}.</p>`,
  },
};

function cancelPage(outcome: CancelOutcome, talk: Talk | undefined): TalkPageAnswer {
  const { status, title, body } = CANCEL_PAGES[outcome];
  const shown = talk && outcome !== 'unknown' ? talkDetails(talk) : '';
  return { status, html: page(title, `${body}${shown}`) };
}

async function cancelAnswer(
  method: string,
  token: string,
  useCases: TalkPageUseCases,
): Promise<TalkPageAnswer> {
  if (method === 'POST') {
    const { outcome, talk } = await useCases.cancelByLink.execute(token);
    return cancelPage(outcome, talk);
  }
  const { state, talk } = await useCases.readCancelLink.execute(token);
  if (state !== 'open' || !talk) return cancelPage(state === 'open' ? 'unknown' : state, talk);
  return {
    status: 200,
    html: page(
      '¿No podrás asistir a tu charla informativa?',
      `${talkDetails(talk)}<p>Si liberas tu cupo, otra persona podrá tomarlo. ` +
        'Esto no cancela tu solicitud.</p>' +
        '<form method="post"><button type="submit">Sí, liberar mi cupo</button></form>',
    ),
  };
}

/**
 * How many times one network address may use a link (a POST) in an hour: an applicant needs one
 * or two; a script trying tokens (256 bits each: hopeless anyway) is stopped at the cost of a
 * count (the intake's ledger, under a keyed hash of the address).
 */
export const TALK_PAGE_POSTS_PER_ADDRESS: AddressQuota = { perWindow: 20, windowMs: 60 * 60_000 };

export const TOO_MANY: TalkPageAnswer = {
  status: 429,
  html: page(
    'Demasiados intentos',
    '<p>Se hicieron demasiados intentos desde esta conexión. Inténtalo de nuevo en una hora.</p>',
  ),
};

const FAILED: TalkPageAnswer = {
  status: 503,
  html: page(
    'No pudimos atenderte ahora',
    `<p>Inténtalo de nuevo en unos minutos. Si el problema sigue, ${contact}.</p>`,
  ),
};

/**
 * The answer to one request under /charla/: GET shows, POST does; anything else is refused.
 * A failure is logged by its kind only, never the address (it holds the token).
 */
export async function answerTalkPage(
  { method, path }: TalkPageRequest,
  useCases: TalkPageUseCases,
): Promise<TalkPageAnswer> {
  if (method !== 'GET' && method !== 'POST')
    return { status: 405, html: page('Método no permitido', ''), allow: 'GET, POST' };
  const link = passOfPath(path);
  try {
    if (link?.purpose === 'no-asistire') return await cancelAnswer(method, link.token, useCases);
    return cancelPage('unknown', undefined);
  } catch (error) {
    console.error('primer-paso: una página de charla falló', describeFailure(error));
    return FAILED;
  }
}
