import { formUseBody, type FormUseEvent } from '../../domain/form-use';
import { FORM_USE_PATH } from '../../domain/form-use-path';

/** How a beacon leaves the page: the browser's, as a parameter so a test can watch it. */
export type SendBeacon = (path: string, body: string) => void;

/**
 * navigator.sendBeacon with a string: a POST of text/plain (a simple request, no preflight) that
 * the browser sends even as the page closes, and never answers to the page. Where the browser has
 * none, or will not queue it, fetch with keepalive does the same, without credentials.
 */
export const browserBeacon: SendBeacon = (path, body) => {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, body)) return;
  fetch(path, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
};

/**
 * The page's side of the form's use with a server: one beacon to POST /api/uso on the site's own
 * origin (connect-src 'self'), its body the event alone, `{"event":"empezado"}` or
 * `{"event":"enviado"}`: no cookie, no identifier, nothing the applicant typed. The server counts
 * it on the office's day (src/server/form-use/form-use-function.ts).
 */
export class BeaconFormUse {
  constructor(private readonly send: SendBeacon = browserBeacon) {}

  async execute(event: FormUseEvent): Promise<void> {
    this.send(FORM_USE_PATH, formUseBody(event));
  }
}
