import { describeFailure } from '../../../shared/domain/describe-failure';
import type { CountFormUse } from '../../application/count-form-use';
import { formUseEventOf, type FormUseEvent } from '../../domain/form-use';
import { isFromAnotherSite } from '../../../shared/adapters/server/another-site';

export interface FormUseCall {
  /** The beacon's body: its text (text/plain), or what a JSON parser made of it. */
  body: unknown;
  /** The sender's network address: only admission's keyed hash of it is kept, never logged. */
  address: string;
  /** Who handed the request to Google's front end (client-address.ts relayAddress), if counted. */
  relay?: string | undefined;
  /** The request's `Origin` header, when the browser sent one. */
  origin?: string | undefined;
  /** The request's `Sec-Fetch-Site` header, when the browser sent one. */
  fetchSite?: string | undefined;
}

export interface FormUseServices {
  /** Whether this address (and its relay) may count `event` once more (a bound on inflating). */
  admit(address: string, event: FormUseEvent, relay?: string): Promise<boolean>;
  /** The site's own origin (SITE_URL's): the only page whose beacons count. */
  siteOrigin: string;
  countFormUse: Pick<CountFormUse, 'execute'>;
}

/**
 * 204 counted; 400 not the page's beacon; 403 sent by another site's page; 429 past the address's
 * or the relay's bound; 503 storage failed.
 */
export type FormUseStatus = 204 | 400 | 403 | 429 | 503;

/**
 * The beacon endpoint's answer (POST /api/uso, an HTTPS function today): another site's page
 * refused, the body read as one of the page's two events, the sender admitted, then one count on
 * the office's day. No answer has a body: a beacon reads none. A failure is logged by its kind,
 * redacted, never with the address.
 */
export async function answerFormUse(
  { body, address, relay, origin, fetchSite }: FormUseCall,
  { admit, countFormUse, siteOrigin }: FormUseServices,
): Promise<FormUseStatus> {
  if (isFromAnotherSite(siteOrigin, origin, fetchSite)) return 403;
  // Whichever parser the framework ran: text (a beacon's text/plain), JSON, or none (bytes).
  const event = formUseEventOf(ArrayBuffer.isView(body) ? new TextDecoder().decode(body) : body);
  if (event === undefined) return 400;
  try {
    if (!(await admit(address, event, relay))) return 429;
    await countFormUse.execute(event);
    return 204;
  } catch (error) {
    console.error('primer-paso: no se pudo contar el uso del formulario', describeFailure(error));
    return 503;
  }
}
