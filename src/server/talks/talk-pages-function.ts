import { onRequest } from 'firebase-functions/v2/https';
import { answerTalkPage, BODY_REFUSED, TOO_MANY } from '../../talks/adapters/server/talk-pages';
import { TALK_PAGE_HEADERS } from '../../talks/adapters/server/talk-page-policy';
import { linkPageRequest } from '../link-page-request';
import { SERVER_REGION } from '../server-region';
import { readReportSettings, serverParams } from '../server-settings';
import { composeTalkPages } from './talk-pages-composition';

let talkPageServices: ReturnType<typeof composeTalkPages> | undefined;

/**
 * The pages the applicant's links open, /charla/… on the site's own origin (a Hosting rewrite):
 * "No podré asistir" shows the talk and frees the seat on a POST, once; "Elegir mi charla
 * informativa" lists the next talks with free seats and takes one on a POST, once (the invitation
 * e-mail follows from the seat's trigger). Plain HTML with a strict
 * policy of its own, never stored, never indexed. Bounded: a few instances, and each network
 * address may POST TALK_PAGE_POSTS_PER_ADDRESS times an hour.
 */
export const talkPages = onRequest(
  {
    region: SERVER_REGION,
    secrets: [serverParams.addressKeySecret],
    maxInstances: 3,
    concurrency: 40,
    memory: '256MiB',
    timeoutSeconds: 30,
  },
  linkPageRequest({
    headers: TALK_PAGE_HEADERS,
    bodyRefused: BODY_REFUSED,
    tooMany: TOO_MANY,
    services: () => (talkPageServices ??= composeTalkPages(readReportSettings())),
    answer: ({ method, path, form }, services) => answerTalkPage({ method, path, form }, services),
  }),
);
