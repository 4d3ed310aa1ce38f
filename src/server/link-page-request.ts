import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import type { LinkPageAnswer } from '../shared/adapters/server/link-page-html';
import { clientAddress, relayAddress } from './client-address';
import { bodyRefusal } from './request-body-limit';
import { serverParams } from './server-settings';

/** One request to a link page, as its module's answer function reads it. */
export interface LinkPageRequest {
  method: string;
  path: string;
  /** A POST's form, as the server parsed it; a GET's body, whatever it holds, is never read. */
  form: unknown;
  /** The sender's network address (clientAddress): its POSTs are counted, only as a keyed hash. */
  address: string;
}

/** What tells one kind of link page (the talks', the status page's) from the other. */
export interface LinkPages<Services extends LinkPageServices> {
  /** Its own policy and the rest of what every answer carries (link-page-policy.ts). */
  headers: readonly { key: string; value: string }[];
  /** Its page for a body refused unread; the status is the refusal's. */
  bodyRefused: LinkPageAnswer;
  /** Its page for a POST past the address's or the relay's count. */
  tooMany: LinkPageAnswer;
  /** Its services, composed on the first request that needs them and kept. */
  services: () => Services;
  /** Its module's answer to the request. */
  answer: (request: LinkPageRequest, services: Services) => Promise<LinkPageAnswer>;
}

/** Whether a POST from this address, through this relay, is admitted (talk-page-admission.ts). */
export interface LinkPageServices {
  admit(address: string, relay?: string): Promise<boolean>;
}

/**
 * The handler of a link page's function (talkPages, statusPages): its headers on every answer; a
 * body past the bound refused before anything is composed or read; a POST counted by address and
 * relay, or answered with the page's "too many"; then the module's answer, sent as HTML.
 */
export const linkPageRequest =
  <Services extends LinkPageServices>(pages: LinkPages<Services>) =>
  async (request: Request, response: Response): Promise<void> => {
    // Already answered 408 by the body's deadline (bounded-request-bodies.ts), as it came in.
    if (response.headersSent) return;
    for (const { key, value } of pages.headers) response.set(key, value);
    const refusal = bodyRefusal(request);
    if (refusal !== undefined) {
      response.status(refusal).type('html').send(pages.bodyRefused.html);
      return;
    }
    const services = pages.services();
    const hops = serverParams.forwardedHops.value();
    const address = clientAddress(request, hops);
    const answer =
      request.method === 'POST' && !(await services.admit(address, relayAddress(request, hops)))
        ? pages.tooMany
        : await pages.answer(
            {
              method: request.method,
              path: request.path,
              // A GET's body, whatever it holds, is never read.
              form: request.method === 'POST' ? request.body : undefined,
              address,
            },
            services,
          );
    if (answer.allow) response.set('Allow', answer.allow);
    if (answer.location) response.set('Location', answer.location);
    response.status(answer.status).type('html').send(answer.html);
  };
