import { onRequest } from 'firebase-functions/v2/https';
import {
  answerStatusPage,
  BODY_REFUSED,
  TOO_MANY,
} from '../../applicant-status/adapters/server/status-pages';
import { STATUS_PAGE_HEADERS } from '../../applicant-status/adapters/server/status-page-policy';
import { linkPageRequest } from '../link-page-request';
import { SERVER_REGION } from '../server-region';
import { readReportSettings, serverParams } from '../server-settings';
import { composeStatusPages } from './status-pages-composition';

let statusPageServices: ReturnType<typeof composeStatusPages> | undefined;

/**
 * The status pages, /estado/… on the site's own origin (a Hosting rewrite): ¿En qué va mi
 * solicitud? shows the application's stage, what it still needs, its talk and the office (a GET
 * changes nothing); Retirar mi solicitud closes it on a POST; the talk's buttons answer 303 to a
 * fresh link of the talks' own; Perdí el enlace e-mails a fresh link when the number and DUI
 * match, and answers alike when they do not. Plain HTML with a strict policy of its own, never
 * stored, never indexed, no Referer. Bounded: a few instances, and each network address may POST
 * TALK_PAGE_POSTS_PER_ADDRESS times an hour (Perdí el enlace fewer: lost-link.ts), and all of them
 * through one relay LINK_PAGE_POSTS_PER_RELAY (talk-page-admission.ts).
 */
export const statusPages = onRequest(
  {
    region: SERVER_REGION,
    secrets: [serverParams.addressKeySecret],
    maxInstances: 3,
    concurrency: 40,
    memory: '256MiB',
    timeoutSeconds: 30,
  },
  linkPageRequest({
    headers: STATUS_PAGE_HEADERS,
    bodyRefused: BODY_REFUSED,
    tooMany: TOO_MANY,
    services: () => (statusPageServices ??= composeStatusPages(readReportSettings())),
    // The address too: Perdí el enlace counts it.
    answer: (request, services) => answerStatusPage(request, services, services.clock),
  }),
);
