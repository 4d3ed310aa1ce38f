import { describeFailure } from '../../../shared/domain/describe-failure';
import { INTAKE_STORE_UNREACHABLE } from '../../../shared/domain/server-failure-codes';
import type { ReceiveApplication } from '../../application/receive-application';
import { AddressLimitReachedError } from '../../domain/address-quota';
import {
  type ApplicationForm,
  TYPED_FIELDS,
} from '../../../applications/domain/stored-application';
import { emptyApplicationForm } from '../../domain/new-application';
import { sentPagePath } from '../../domain/intake-answer';
import { isFormFromAnotherSite } from '../../../shared/adapters/server/another-site';
import { trimBlank } from '../../../shared/domain/visible-text';
import { InvalidApplicationError } from '../../domain/submission-errors';
import {
  ADDRESS_LIMIT_ALERT,
  SUBMIT_FAILURE_ALERT,
  UNVERIFIED_LIMIT_ALERT,
} from '../../domain/submission-messages';
import { UnverifiedLimitReachedError } from '../../domain/intake-limits';
import { readPlainFormRequest } from './plain-form-request';
import { plainFormPage, sentPage, type FormNotice } from './plain-form-page';
import { cooperative } from '../../../shared/content/cooperative';

/** What the intake answers a plain form: a page, or a 303 to the application's status page. */
export interface PlainFormAnswer {
  status: number;
  html: string;
  /** For a 303: where the browser goes next (the status page, on this origin). */
  location?: string;
}

export interface PlainFormCall {
  /** The form as the server parsed it (application/x-www-form-urlencoded). */
  body: unknown;
  /** When the answer is due: past it the intake saves nothing more. */
  deadline?: Date;
  /** The sender's address as the endpoint could tell it; only its keyed hash is kept. */
  address: string;
  /** Who handed the request to the server's front end (client-address.ts). */
  relay?: string;
  /**
   * App Check is required of the page's form: a plain form cannot carry its token, so what it
   * sends is stored marked for review and sends no receipt (ReceiveApplication's `unverified`).
   */
  appCheckRequired: boolean;
  /** The site's own origin (SITE_URL's): the only page whose form is taken. */
  siteOrigin: string;
  /** The request's `Origin` header, when the browser sent one. */
  origin?: string | undefined;
  /** The request's `Sec-Fetch-Site` header, when the browser sent one. */
  fetchSite?: string | undefined;
}

const { phone } = cooperative.office;

const LIMIT_NOTICE: FormNotice = {
  title: ADDRESS_LIMIT_ALERT,
  text: `Tus datos siguen en el formulario. Vuelve a enviarlo dentro de una hora; si el problema continúa, llámanos al ${phone}.`,
};

/** The day's plain forms that could not be verified took their numbers: the page's form can. */
const UNVERIFIED_LIMIT_NOTICE: FormNotice = {
  title: UNVERIFIED_LIMIT_ALERT,
  text: `Tus datos siguen en el formulario. Si puedes, activa JavaScript en tu navegador y vuelve a enviarlo; si no, inténtalo mañana o llámanos al ${phone}.`,
};

const FAILURE_NOTICE: FormNotice = {
  title: SUBMIT_FAILURE_ALERT,
  text: `Tus datos siguen en el formulario. Vuelve a enviarlo en unos minutos; si el problema continúa, llámanos al ${phone}.`,
};

/** Another site's page made the visitor's browser send it: nothing of it is read. */
const ANOTHER_SITE_NOTICE: FormNotice = {
  title: SUBMIT_FAILURE_ALERT,
  text: `Este formulario solo se recibe desde el sitio de la cooperativa. Llénalo aquí; si tienes dudas, llámanos al ${phone}.`,
};

/** A form the browser could not have sent as the page has it: nothing of it comes back. */
const UNREADABLE_NOTICE: FormNotice = {
  title: SUBMIT_FAILURE_ALERT,
  text: `No pudimos leer el formulario. Vuelve a llenarlo; si el problema continúa, llámanos al ${phone}.`,
};

/**
 * The plain form's idempotency key, derived on the server from what was filled in and where from
 * (the page's script draws one per filled form; a plain form has none): the same form sent again
 * from the same address, by a second tap or a network that repeats the POST, is answered with the
 * number (and status link) it was given within the replies' window (REPLY_KEPT_MS), and stores
 * nothing twice. Someone else who types the same form elsewhere gets nothing of it.
 * ReceiveApplication keeps only its keyed hash.
 */
export function plainFormKey(form: ApplicationForm, address: string): string {
  const typed = TYPED_FIELDS.map((field) => trimBlank(form[field]));
  return `formulario-sin-script:${JSON.stringify([address, ...typed, form.terms])}`;
}

/**
 * The intake's answer to a form sent without the page's script: the same reading of the request
 * (the spec's fields), the same rules (applied once, by ReceiveApplication, which takes no place
 * in the sender's count for a broken plain form), limits, honeypot and review as the page's JSON,
 * and a key derived from the form. Stored, the browser is sent to the status page (a 303, which a
 * reload does not post again); otherwise the form comes back with what was typed. A failure is
 * logged by its kind only, never with the form.
 */
export async function answerPlainForm(
  call: PlainFormCall,
  receive: Pick<ReceiveApplication, 'execute' | 'countUnreadable'>,
): Promise<PlainFormAnswer> {
  const { body, address, relay, deadline, appCheckRequired } = call;
  if (isFormFromAnotherSite(call.siteOrigin, call.origin, call.fetchSite))
    return {
      status: 403,
      html: plainFormPage({ values: emptyApplicationForm, notice: ANOTHER_SITE_NOTICE }),
    };
  const request = readPlainFormRequest(body);
  const values = request?.form ?? emptyApplicationForm;
  try {
    if (!request) {
      // Counted against its sender, as an unreadable JSON request is: a flood is bounded too.
      await receive.countUnreadable(address);
      return { status: 400, html: plainFormPage({ values, notice: UNREADABLE_NOTICE }) };
    }
    const submitted = await receive.execute({
      ...request,
      address,
      relay,
      deadline,
      idempotencyKey: plainFormKey(request.form, address),
      unverified: appCheckRequired,
      // Correcting a field without the script costs the applicant no place in their count.
      withoutScript: true,
    });
    if (!submitted.statusPath) return { status: 201, html: sentPage(submitted) };
    return {
      status: 303,
      location: sentPagePath(submitted.statusPath),
      html: sentPage(submitted),
    };
  } catch (error) {
    // The intake's one reading of the rules names each field's message.
    if (error instanceof InvalidApplicationError)
      return { status: 400, html: plainFormPage({ values, errors: error.messages }) };
    if (error instanceof AddressLimitReachedError)
      return { status: 429, html: plainFormPage({ values, notice: LIMIT_NOTICE }) };
    if (error instanceof UnverifiedLimitReachedError)
      return { status: 429, html: plainFormPage({ values, notice: UNVERIFIED_LIMIT_NOTICE }) };
    console.error(
      `primer-paso: ${INTAKE_STORE_UNREACHABLE}, la recepción de una solicitud falló`,
      describeFailure(error),
    );
    return { status: 503, html: plainFormPage({ values, notice: FAILURE_NOTICE }) };
  }
}

/**
 * A form whose body was refused unread (past the bound, of no declared length, or too slow,
 * src/server/request-body-limit.ts): the form, empty, and why.
 */
export const refusedPlainForm = (): string =>
  plainFormPage({ values: emptyApplicationForm, notice: UNREADABLE_NOTICE });
