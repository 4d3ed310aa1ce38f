import { escapeHtml } from '../../../notifications/domain/html-text';
import {
  cooperative,
  fullAddress,
  telHref,
  WHATSAPP_LINK_TEXT,
  whatsappHref,
} from '../../../shared/content/cooperative';
import { describeFailure } from '../../../shared/domain/describe-failure';
import {
  formatOfficeDayName,
  formatOfficeMoment,
  formatOfficeTime,
} from '../../../shared/domain/office-date-time';
import type { Clock } from '../../../shared/domain/clock';
import { findTransition } from '../../../applications/domain/workflow/transitions';
import type { Talk } from '../../../talks/domain/talk';
import type { OfferSeatLink } from '../../application/offer-seat-link';
import type { ReadStatus, StatusView } from '../../application/read-status';
import type { LostLinkOutcome, ReplaceLostLink } from '../../application/replace-lost-link';
import type { WithdrawApplication } from '../../application/withdraw-application';
import {
  APPLICANT_STAGE_WORDS,
  applicantStageOf,
  CLOSE_REASON_WORDS,
  MISSING_ITEM_WORDS,
  stillMissing,
} from '../../domain/applicant-words';
import { lostLinkRequestOf } from '../../domain/lost-link';
import { seatOfferOf } from '../../domain/seat-offer';
import {
  LOST_LINK_PATH,
  statusActionPath,
  statusPath,
  statusRouteOf,
  type StatusAction,
} from '../../domain/status-link';
import type { StatusRecord, WithdrawalOutcome } from '../../domain/status-records';
import { STATUS_PAGE_STYLE } from './status-page-policy';

/**
 * The status pages (/estado/…, a Hosting rewrite to the statusPages function), rendered on the
 * server as small, plain HTML in Spanish with no script, like the talks' pages: a GET never
 * changes anything (mail scanners open links by themselves), a form's POST does. They show the
 * application's number, date, stage and what it still needs, its talk and the office: never a
 * name, DUI, NIT, phone, e-mail or address of the applicant.
 */

const { office, shortName } = cooperative;

export interface StatusPageRequest {
  method: string;
  /** The request's path, e.g. /estado/TOKEN. */
  path: string;
  /** A POST's form, as the server parsed it (application/x-www-form-urlencoded). */
  form?: unknown;
  /** The sender's network address: Perdí el enlace counts it (only its keyed hash is kept). */
  address: string;
}

export interface StatusPageAnswer {
  status: number;
  html: string;
  /** For a 405: the methods the address takes. */
  allow?: string;
  /** For a 303: where the browser goes next (a talk's link, on this origin). */
  location?: string;
}

export interface StatusPageUseCases {
  readStatus: Pick<ReadStatus, 'execute'>;
  withdrawApplication: Pick<WithdrawApplication, 'execute'>;
  offerSeatLink: Pick<OfferSeatLink, 'execute'>;
  replaceLostLink: Pick<ReplaceLostLink, 'execute'>;
}

const contact =
  `llama al <a href="${telHref(office.phone)}">${office.phone}</a> ` +
  `o escribe a <a href="mailto:${office.email}">${office.email}</a>`;

function page(title: string, body: string): string {
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

const answer = (status: number, title: string, body: string): StatusPageAnswer => ({
  status,
  html: page(title, body),
});

function officeDetails(applicationId?: string): string {
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

function talkDetails(talk: Talk): string {
  return (
    `<dl><dt>Día</dt><dd>${escapeHtml(formatOfficeDayName(talk.startsAt))}</dd>` +
    `<dt>Hora</dt><dd>${escapeHtml(formatOfficeTime(talk.startsAt))} (hora de El Salvador)</dd>` +
    `<dt>Lugar</dt><dd>${escapeHtml(talk.place)}</dd></dl>`
  );
}

const postButton = (action: string, text: string, secondary = false) =>
  `<form method="post" action="${escapeHtml(action)}">` +
  `<button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(text)}</button>` +
  '</form>';

function talkSection(token: string, view: Extract<StatusView, { found: true }>, now: Date) {
  const offer = seatOfferOf(view.record, view.seat, now);
  const choose = statusActionPath(token, 'elegir-charla');
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

const canWithdraw = (record: StatusRecord) =>
  record.stage !== 'cerrada' && findTransition(record.stage, 'close') !== undefined;

async function statusPage(
  token: string,
  useCases: StatusPageUseCases,
  now: Date,
): Promise<StatusPageAnswer> {
  const view = await useCases.readStatus.execute(token);
  if (!view.found) return INVALID_LINK;
  const { record } = view;
  const withdraw = canWithdraw(record)
    ? '<h2>¿Ya no quieres seguir?</h2>' +
      `<p><a href="${statusActionPath(token, 'retirar')}">Retirar mi solicitud</a></p>`
    : '';
  return answer(
    200,
    '¿En qué va mi solicitud?',
    stageSection(record) +
      talkSection(token, view, now) +
      officeDetails(record.id) +
      withdraw +
      '<p class="hint">Este enlace es personal: no lo compartas. Quien lo tenga puede ver el ' +
      'estado de tu solicitud y retirarla.</p>',
  );
}

const backLink = (token: string) =>
  `<p><a href="${statusPath(token)}">Volver a mi solicitud</a></p>`;

const WITHDRAWAL_PAGES: Record<
  Exclude<WithdrawalOutcome, 'gone'>,
  { status: number; title: string; body: string }
> = {
  withdrawn: {
    status: 200,
    title: 'Retiraste tu solicitud',
    body:
      '<p>Tu solicitud quedó cerrada y, si tenías un cupo en una charla, quedó libre para otra ' +
      `persona. Si cambias de opinión, puedes llenar otra solicitud o ${contact}.</p>`,
  },
  'already-closed': {
    status: 200,
    title: 'Tu solicitud ya está cerrada',
    body: `<p>No hay nada más que hacer. Si tienes dudas, ${contact}.</p>`,
  },
  'not-closable': {
    status: 409,
    title: 'Tu solicitud ya no se puede retirar',
    body: `<p>Tu trámite ya terminó. Si tienes dudas, ${contact}.</p>`,
  },
};

async function withdrawalAnswer(
  method: string,
  token: string,
  useCases: StatusPageUseCases,
): Promise<StatusPageAnswer> {
  if (method === 'POST') {
    const outcome = await useCases.withdrawApplication.execute(token);
    if (outcome === 'gone') return INVALID_LINK;
    const { status, title, body } = WITHDRAWAL_PAGES[outcome];
    return answer(status, title, body + backLink(token));
  }
  const view = await useCases.readStatus.execute(token);
  if (!view.found) return INVALID_LINK;
  if (view.record.stage === 'cerrada') {
    const { status, title, body } = WITHDRAWAL_PAGES['already-closed'];
    return answer(status, title, body + backLink(token));
  }
  if (!canWithdraw(view.record)) {
    const { status, title, body } = WITHDRAWAL_PAGES['not-closable'];
    return answer(status, title, body + backLink(token));
  }
  return answer(
    200,
    '¿Quieres retirar tu solicitud?',
    `<p>Solicitud <strong>${escapeHtml(view.record.id)}</strong>. Si la retiras, la cooperativa ` +
      'la cerrará y, si tienes un cupo en una charla, quedará libre para otra persona. Para ' +
      'volver a intentarlo tendrías que llenar otra solicitud.</p>' +
      postButton(statusActionPath(token, 'retirar'), 'Sí, retirar mi solicitud') +
      backLink(token),
  );
}

async function seatAnswer(
  token: string,
  purpose: 'elegir' | 'no-asistire',
  useCases: StatusPageUseCases,
): Promise<StatusPageAnswer> {
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

function lostLinkForm(problem?: string): string {
  return (
    '<p>Escribe tu número de solicitud y tu DUI. Si coinciden con una solicitud abierta, te ' +
    'enviaremos un enlace nuevo al correo que registraste, y los enlaces anteriores dejarán de ' +
    'funcionar.</p>' +
    (problem ? `<p role="alert"><strong>${escapeHtml(problem)}</strong></p>` : '') +
    `<form method="post" action="${LOST_LINK_PATH}">` +
    '<label for="numero">Número de solicitud</label>' +
    '<p class="hint" id="numero-ayuda">Por ejemplo, SOL1234.</p>' +
    '<input id="numero" name="numero" autocomplete="off" autocapitalize="characters" ' +
    'aria-describedby="numero-ayuda" required maxlength="12">' +
    '<label for="dui">DUI</label>' +
    '<p class="hint" id="dui-ayuda">Nueve cifras, por ejemplo 01234567-8.</p>' +
    '<input id="dui" name="dui" inputmode="numeric" autocomplete="off" ' +
    'aria-describedby="dui-ayuda" required maxlength="12">' +
    '<p><button type="submit">Enviarme un enlace nuevo</button></p></form>' +
    officeDetails()
  );
}

/** The one answer, whether or not the number and the DUI matched. */
export const LOST_LINK_ANSWERED = answer(
  200,
  'Revisa tu correo',
  '<p>Si los datos coinciden con una solicitud abierta, te enviamos un enlace nuevo al correo ' +
    'que registraste. Puede tardar unos minutos; revisa también la carpeta de correo no ' +
    `deseado. Si no te llega, ${contact}.</p>` +
    officeDetails(),
);

const LOST_LINK_PAGES: Record<LostLinkOutcome, StatusPageAnswer> = {
  answered: LOST_LINK_ANSWERED,
  'too-many': answer(
    429,
    'Demasiados intentos',
    `<p>Se hicieron demasiados intentos. Inténtalo de nuevo más tarde, o ${contact}.</p>`,
  ),
};

async function lostLinkAnswer(
  method: string,
  form: unknown,
  address: string,
  useCases: StatusPageUseCases,
): Promise<StatusPageAnswer> {
  const title = 'Perdí el enlace de mi solicitud';
  if (method === 'GET') return answer(200, title, lostLinkForm());
  const request = lostLinkRequestOf(form);
  if (request === 'invalid')
    return answer(
      400,
      title,
      lostLinkForm(
        'Revisa los datos: el número de solicitud es SOL y cuatro cifras, y el DUI tiene ' +
          'nueve cifras.',
      ),
    );
  return LOST_LINK_PAGES[await useCases.replaceLostLink.execute(request, address)];
}

export const TOO_MANY: StatusPageAnswer = answer(
  429,
  'Demasiados intentos',
  '<p>Se hicieron demasiados intentos desde esta conexión. Inténtalo de nuevo en una hora.</p>',
);

/**
 * A request whose body was refused unread: past the few bytes a status page's form carries, of
 * no declared length, or too slow (src/server/request-body-limit.ts). The status is the refusal's.
 */
export const BODY_REFUSED: StatusPageAnswer = answer(
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

const notAllowed = (allow: string): StatusPageAnswer => ({
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
): Promise<StatusPageAnswer> {
  const route = statusRouteOf(path);
  if (route.page === 'unknown') return INVALID_LINK;
  const kind = route.page === 'action' ? route.action : route.page;
  if (!METHODS[kind].split(', ').includes(method)) return notAllowed(METHODS[kind]);
  try {
    switch (route.page) {
      case 'status':
        return await statusPage(route.token, useCases, clock.now());
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
