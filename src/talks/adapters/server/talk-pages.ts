import {
  contact,
  linkPageFrame,
  talkDetails,
  type LinkPageAnswer,
} from '../../../shared/adapters/server/link-page-html';
import { escapeHtml } from '../../../shared/domain/html-text';
import { describeFailure } from '../../../shared/domain/describe-failure';
import { formatOfficeDayName, formatOfficeTime } from '../../../shared/domain/office-date-time';
import type { AddressQuota } from '../../../submission/domain/address-quota';
import type {
  CancelByLink,
  ChooseByLink,
  ReadCancelLink,
  ReadChoiceLink,
} from '../../application/talk-links';
import { freeSeats, type Talk } from '../../domain/talk';
import {
  passOfPath,
  type CancelOutcome,
  type CancelState,
  type ChoiceOutcome,
} from '../../domain/talk-pass';
import { TALK_PAGE_STYLE } from './talk-page-policy';

/**
 * The pages the applicant's links open (/charla/…, a Hosting rewrite to the talkPages function):
 * rendered on the server as small, plain HTML in Spanish, with no script at all, so they work on
 * any phone; a form's POST does what the page offers, and a GET never changes anything (mail
 * scanners open links by themselves). They show a talk's day, time and place, never a name or a
 * number.
 */

/** The link pages' frame (link-page-html.ts) around the talk pages' own stylesheet. */
const { page } = linkPageFrame(TALK_PAGE_STYLE);

export interface TalkPageRequest {
  method: string;
  /** The request's path, e.g. /charla/no-asistire/TOKEN. */
  path: string;
  /** A POST's form, as the server parsed it (application/x-www-form-urlencoded). */
  form?: unknown;
}

export interface TalkPageUseCases {
  readCancelLink: Pick<ReadCancelLink, 'execute'>;
  cancelByLink: Pick<CancelByLink, 'execute'>;
  readChoiceLink: Pick<ReadChoiceLink, 'execute'>;
  chooseByLink: Pick<ChooseByLink, 'execute'>;
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

function cancelPage(outcome: CancelOutcome, talk: Talk | undefined): LinkPageAnswer {
  const { status, title, body } = CANCEL_PAGES[outcome];
  const shown = talk && outcome !== 'unknown' ? talkDetails(talk) : '';
  return { status, html: page(title, `${body}${shown}`) };
}

async function cancelAnswer(
  method: string,
  token: string,
  useCases: TalkPageUseCases,
): Promise<LinkPageAnswer> {
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

/** The form's talk: a Firestore id (never a path). */
function chosenTalk(form: unknown): string | undefined {
  const value = (form as Record<string, unknown> | null | undefined)?.charla;
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : undefined;
}

const seatsLeft = (talk: Talk) => {
  const free = freeSeats(talk);
  return free === 1 ? 'Queda 1 cupo' : `Quedan ${free} cupos`;
};

/** The next talks with a free seat, each with its own button (named by its day and time). */
function choiceList(talks: readonly Talk[]): string {
  if (talks.length === 0)
    return (
      '<p>Por ahora no hay charlas con cupos libres. Vuelve a abrir este enlace en unos días, ' +
      `o ${contact}.</p>`
    );
  const items = talks.map((talk) => {
    const when = `${formatOfficeDayName(talk.startsAt)}, ${formatOfficeTime(talk.startsAt)}`;
    return (
      `<li>${talkDetails(talk)}<p>${seatsLeft(talk)}.</p><form method="post">` +
      `<input type="hidden" name="charla" value="${escapeHtml(talk.id)}">` +
      `<button type="submit">Elegir la charla del ${escapeHtml(when)}</button></form></li>`
    );
  });
  return `<ul>${items.join('')}</ul>`;
}

const CHOICE_LINK_PAGES: Record<
  'used' | 'expired' | 'unknown' | 'not-open' | 'mailbox-seated',
  LinkPageAnswer
> = {
  used: {
    status: 410,
    html: page(
      'Este enlace ya se usó',
      '<p>Ya elegiste tu charla: te enviamos un correo con el día, la hora y el lugar. ' +
        `Para cambiarla, ${contact}.</p>`,
    ),
  },
  expired: {
    status: 410,
    html: page('Este enlace venció', `<p>Para elegir tu charla informativa, ${contact}.</p>`),
  },
  unknown: cancelPage('unknown', undefined),
  'not-open': {
    status: 409,
    html: page(
      'Tu solicitud ya no admite elegir charla',
      `<p>Si tienes dudas sobre tu solicitud, ${contact}.</p>`,
    ),
  },
  // Another application with this mailbox holds a seat (mailbox-seat.ts): which talk is not
  // said, and this link stays unused, for when that seat is freed.
  'mailbox-seated': {
    status: 409,
    html: page(
      'Ya tienes un lugar en una charla con este correo',
      '<p>Otra solicitud con este mismo correo ya tiene un cupo en una próxima charla, y cada ' +
        'persona necesita uno solo. Para cambiar de fecha, usa el enlace «No podré asistir» ' +
        'del correo de ese cupo y luego vuelve a abrir este enlace. Si tienes dudas, ' +
        `${contact}.</p>`,
    ),
  },
};

const CHOICE_INTRO =
  '<p>Estas son las próximas charlas con cupos libres. Elige una: te enviaremos un correo con ' +
  'los detalles y un enlace por si luego no puedes asistir.</p>';

async function choices(
  token: string,
  useCases: TalkPageUseCases,
  title: string,
  lead: string,
  status: number,
): Promise<LinkPageAnswer> {
  const { state, talks } = await useCases.readChoiceLink.execute(token);
  if (state !== 'valid') return CHOICE_LINK_PAGES[state];
  return { status, html: page(title, `${lead}${choiceList(talks)}`) };
}

async function choiceAnswer(
  method: string,
  token: string,
  form: unknown,
  useCases: TalkPageUseCases,
): Promise<LinkPageAnswer> {
  const show = (title: string, lead: string, status = 200) =>
    choices(token, useCases, title, lead, status);
  if (method === 'GET') return show('Elige tu charla informativa', CHOICE_INTRO);
  const talkId = chosenTalk(form);
  if (!talkId) return show('Elige una charla de la lista', CHOICE_INTRO, 400);
  const { outcome, talk } = await useCases.chooseByLink.execute(token, talkId);
  return choicePage(outcome, talk, show);
}

function choicePage(
  outcome: ChoiceOutcome,
  talk: Talk | undefined,
  show: (title: string, lead: string, status?: number) => Promise<LinkPageAnswer>,
): LinkPageAnswer | Promise<LinkPageAnswer> {
  switch (outcome) {
    case 'taken':
      return {
        status: 200,
        html: page(
          'Listo: tu cupo está reservado',
          `${talk ? talkDetails(talk) : ''}<p>Te enviamos un correo con los detalles y un ` +
            `enlace por si luego no puedes asistir. Si tienes dudas, ${contact}.</p>`,
        ),
      };
    case 'full':
      return show(
        'Esa charla se llenó',
        '<p>Alguien tomó el último cupo hace un momento. Elige otra:</p>',
        409,
      );
    case 'talk-over':
      return show('Esa charla ya empezó', '<p>Elige otra:</p>', 409);
    default:
      return CHOICE_LINK_PAGES[outcome];
  }
}

export const TOO_MANY: LinkPageAnswer = {
  status: 429,
  html: page(
    'Demasiados intentos',
    '<p>Se hicieron demasiados intentos desde esta conexión. Inténtalo de nuevo en una hora.</p>',
  ),
};

/**
 * A request whose body was refused unread: past the few bytes a talk page's form carries, of no
 * declared length, or too slow (src/server/request-body-limit.ts). The status is the refusal's.
 */
export const BODY_REFUSED: LinkPageAnswer = {
  status: 413,
  html: page(
    'No pudimos leer tu solicitud',
    `<p>Vuelve a abrir el enlace de tu correo. Si el problema sigue, ${contact}.</p>`,
  ),
};

const FAILED: LinkPageAnswer = {
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
  { method, path, form }: TalkPageRequest,
  useCases: TalkPageUseCases,
): Promise<LinkPageAnswer> {
  if (method !== 'GET' && method !== 'POST')
    return { status: 405, html: page('Método no permitido', ''), allow: 'GET, POST' };
  const link = passOfPath(path);
  try {
    if (link?.purpose === 'no-asistire') return await cancelAnswer(method, link.token, useCases);
    if (link?.purpose === 'elegir') return await choiceAnswer(method, link.token, form, useCases);
    return cancelPage('unknown', undefined);
  } catch (error) {
    console.error('primer-paso: una página de charla falló', describeFailure(error));
    return FAILED;
  }
}
