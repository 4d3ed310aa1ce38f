import { escapeHtml } from '../../../shared/domain/html-text';
import { describeFailure } from '../../../shared/domain/describe-failure';
import { formatOfficeMoment } from '../../../shared/domain/office-date-time';
import type { Clock } from '../../../shared/domain/clock';
import type { OfferSeatLink } from '../../application/offer-seat-link';
import type { ReadStatus, StatusView } from '../../application/read-status';
import type { ReplaceLostLink } from '../../application/replace-lost-link';
import type { WithdrawApplication } from '../../application/withdraw-application';
import {
  APPLICANT_STAGE_WORDS,
  applicantStageOf,
  CLOSE_REASON_WORDS,
  MISSING_ITEM_WORDS,
  stillMissing,
} from '../../domain/applicant-words';
import { seatOfferOf } from '../../domain/seat-offer';
import { statusActionPath, statusRouteOf, type StatusAction } from '../../domain/status-link';
import type { StatusRecord } from '../../../applications/domain/status-records';
import { SUBMIT_SUCCESS_ALERT } from '../../../submission/domain/submission-messages';
import { lostLinkAnswer } from './lost-link-page';
import {
  contact,
  postButton,
  talkDetails,
  type LinkPageAnswer,
} from '../../../shared/adapters/server/link-page-html';
import { answer, backLink, INVALID_LINK, officeDetails, page } from './status-page-html';
import { canWithdraw, withdrawalAnswer } from './withdrawal-page';

/**
 * The status pages (/estado/…, a Hosting rewrite to the statusPages function), rendered on the
 * server as small, plain HTML in Spanish with no script, like the talks' pages: a GET never
 * changes anything (mail scanners open links by themselves), a form's POST does. They show the
 * application's number, date, stage and what it still needs, its talk and the office: never a
 * name, DUI, NIT, phone, e-mail or address of the applicant.
 */

export interface StatusPageRequest {
  method: string;
  /** The request's path, e.g. /estado/TOKEN. */
  path: string;
  /** A POST's form, as the server parsed it (application/x-www-form-urlencoded). */
  form?: unknown;
  /** The sender's network address: Perdí el enlace counts it (only its keyed hash is kept). */
  address: string;
}

export interface StatusPageUseCases {
  readStatus: Pick<ReadStatus, 'execute'>;
  withdrawApplication: Pick<WithdrawApplication, 'execute'>;
  offerSeatLink: Pick<OfferSeatLink, 'execute'>;
  replaceLostLink: Pick<ReplaceLostLink, 'execute'>;
}

function talkSection(token: string, view: Extract<StatusView, { found: true }>, now: Date) {
  const offer = seatOfferOf(view.record, view.seat, now, view.byMail ? { byMail: true } : {});
  const choose = statusActionPath(token, 'elegir-charla');
  // Said alike whether an e-mail went or not (a form held for review sends none): nothing leaks.
  if (offer.byMailOnly)
    return (
      '<h2>Tu charla informativa</h2><p>Todavía no tienes cupo en una charla informativa. ' +
      'Podrás elegir tu charla informativa desde el enlace «¿En qué va mi solicitud?» del ' +
      `correo con tu número de solicitud. Si no lo encuentras, ${contact}.</p>`
    );
  if (offer.upcoming)
    return (
      '<h2>Tu charla informativa</h2>' +
      talkDetails(offer.upcoming) +
      (offer.choose ? postButton(choose, 'Cambiar de charla', true) : '') +
      (offer.free
        ? postButton(statusActionPath(token, 'no-asistire'), 'No podré asistir', true)
        : '')
    );
  if (!offer.choose) return '';
  return (
    '<h2>Tu charla informativa</h2><p>Todavía no tienes cupo en una charla informativa. ' +
    'Puedes elegir una de las próximas fechas.</p>' +
    postButton(choose, 'Elegir mi charla informativa')
  );
}

function stageSection(record: StatusRecord): string {
  const words = APPLICANT_STAGE_WORDS[applicantStageOf(record)];
  const reason =
    record.stage === 'cerrada'
      ? record.closeReason
        ? `<p>Se cerró porque ${escapeHtml(CLOSE_REASON_WORDS[record.closeReason])}. ` +
          `Si tienes dudas, ${contact}.</p>`
        : `<p>Si tienes dudas, ${contact}.</p>`
      : '';
  const missing = stillMissing(record);
  const list =
    missing.length === 0
      ? ''
      : '<h2>Lo que te falta</h2><ul>' +
        missing.map((item) => `<li>${escapeHtml(MISSING_ITEM_WORDS[item])}</li>`).join('') +
        '</ul>';
  return (
    '<dl>' +
    `<dt>Número de solicitud</dt><dd>${escapeHtml(record.id)}</dd>` +
    `<dt>Fecha</dt><dd>${escapeHtml(formatOfficeMoment(record.submittedAt))}</dd>` +
    `<dt>Estado</dt><dd class="stage">${escapeHtml(words.title)}</dd></dl>` +
    `<p>${escapeHtml(words.text)}</p>${reason}${list}`
  );
}

/**
 * What the page says first when the intake has just stored the form sent without the page's
 * script, under the spec's success alert as its heading: that this page is the applicant's to
 * keep.
 */
const JUST_SENT =
  '<p class="sent">Guarda esta página en tus favoritos y anota tu número de solicitud: esta ' +
  'dirección es tu enlace privado para ver en qué va tu solicitud.</p>' +
  '<h2>¿En qué va mi solicitud?</h2>';

async function statusPage(
  token: string,
  useCases: StatusPageUseCases,
  now: Date,
  justSent = false,
): Promise<LinkPageAnswer> {
  const view = await useCases.readStatus.execute(token);
  if (!view.found) return INVALID_LINK;
  const { record } = view;
  const withdraw = canWithdraw(record)
    ? '<h2>¿Ya no quieres seguir?</h2>' +
      `<p><a href="${statusActionPath(token, 'retirar')}">Retirar mi solicitud</a></p>`
    : '';
  // Just sent, the page's title and heading say so first (what a screen reader reads on arrival).
  return answer(
    200,
    justSent ? SUBMIT_SUCCESS_ALERT : '¿En qué va mi solicitud?',
    (justSent ? JUST_SENT : '') +
      stageSection(record) +
      talkSection(token, view, now) +
      officeDetails(record.id) +
      withdraw +
      '<p class="hint">Este enlace es personal: no lo compartas. Quien lo tenga puede ver el ' +
      'estado de tu solicitud y retirarla.</p>',
  );
}

async function seatAnswer(
  token: string,
  purpose: 'elegir' | 'no-asistire',
  useCases: StatusPageUseCases,
): Promise<LinkPageAnswer> {
  const path = await useCases.offerSeatLink.execute(token, purpose);
  if (path) return { status: 303, location: path, html: page('Un momento', '') };
  return answer(
    409,
    'Esto ya no se puede hacer desde aquí',
    `<p>Tu solicitud o tu cupo cambiaron. Vuelve a tu solicitud para ver qué puedes hacer. ` +
      `Si tienes dudas, ${contact}.</p>` +
      backLink(token),
  );
}

export const TOO_MANY: LinkPageAnswer = answer(
  429,
  'Demasiados intentos',
  '<p>Se hicieron demasiados intentos desde esta conexión. Inténtalo de nuevo en una hora.</p>',
);

/**
 * A request whose body was refused unread: past the few bytes a status page's form carries, of
 * no declared length, or too slow (src/server/request-body-limit.ts). The status is the refusal's.
 */
export const BODY_REFUSED: LinkPageAnswer = answer(
  413,
  'No pudimos leer tu solicitud',
  `<p>Vuelve a abrir el enlace de tu correo. Si el problema sigue, ${contact}.</p>`,
);

const FAILED = answer(
  503,
  'No pudimos atenderte ahora',
  `<p>Inténtalo de nuevo en unos minutos. Si el problema sigue, ${contact}.</p>`,
);

const METHODS: Record<'status' | StatusAction | 'lost-link', string> = {
  status: 'GET',
  retirar: 'GET, POST',
  'elegir-charla': 'POST',
  'no-asistire': 'POST',
  'lost-link': 'GET, POST',
};

const notAllowed = (allow: string): LinkPageAnswer => ({
  ...answer(405, 'Método no permitido', ''),
  allow,
});

/**
 * The answer to one request under /estado/: GET shows, POST does; anything else is refused. A
 * failure is logged by its kind only, never the address (it holds the token) nor a form (it holds
 * a DUI).
 */
export async function answerStatusPage(
  { method, path, form, address }: StatusPageRequest,
  useCases: StatusPageUseCases,
  clock: Clock,
): Promise<LinkPageAnswer> {
  const route = statusRouteOf(path);
  if (route.page === 'unknown') return INVALID_LINK;
  const kind = route.page === 'action' ? route.action : route.page;
  if (!METHODS[kind].split(', ').includes(method)) return notAllowed(METHODS[kind]);
  try {
    switch (route.page) {
      case 'status':
        return await statusPage(route.token, useCases, clock.now(), route.justSent);
      case 'lost-link':
        return await lostLinkAnswer(method, form, address, useCases);
      case 'action':
        if (route.action === 'retirar')
          return await withdrawalAnswer(method, route.token, useCases);
        return await seatAnswer(
          route.token,
          route.action === 'elegir-charla' ? 'elegir' : 'no-asistire',
          useCases,
        );
    }
  } catch (error) {
    console.error('primer-paso: una página de estado falló', describeFailure(error));
    return FAILED;
  }
}
