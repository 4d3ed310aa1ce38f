import { onRequest } from 'firebase-functions/v2/https';
import { answerIntake } from '../../submission/adapters/server/answer-intake';
import { PLAIN_FORM_HEADERS } from '../../submission/adapters/server/plain-form-policy';
import { INTAKE_STATUS } from '../../submission/domain/intake-answer';
import {
  INTAKE_BUDGET_HEADER,
  intakeDeadline,
  PLAIN_FORM_DEADLINE_MS,
} from '../../submission/domain/intake-deadline';
import { IDEMPOTENCY_KEY_HEADER } from '../../submission/domain/intake-replies';
import { clientAddress, forwardedEntriesNote, relayAddress } from '../client-address';
import { bodyRefusal } from '../request-body-limit';
import { SERVER_REGION } from '../server-region';
import { readIntakeSettings, serverParams } from '../server-settings';
import { composeIntake } from './intake-composition';

let intakeServices: ReturnType<typeof composeIntake> | undefined;
/** The X-Forwarded-For count, once per instance: what INTAKE_FORWARDED_HOPS should be. */
const noteForwardedEntries = forwardedEntriesNote();

/** Where a GET of the intake's address goes: the page's form. */
const PLAIN_FORM_RETURN = '/#formulario';

/** The prerendered form, posted by the browser itself (no script): URL-encoded. */
const isPlainForm = (request: { get(name: string): string | undefined }) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.get('Content-Type') ?? '');

/**
 * POST /api/solicitudes on the site's own origin (a Hosting rewrite): the form in, the number
 * and date out, or why not (src/submission/domain/intake-answer.ts), as JSON to the page's
 * script; the prerendered form sent without it (application/x-www-form-urlencoded) gets a page:
 * a 303 to the status page, or the form again with its messages (answer-plain-form.ts). Never
 * cached, never logged.
 */
export const intake = onRequest(
  {
    region: SERVER_REGION,
    secrets: [serverParams.addressKeySecret],
    // A flood is refused by the limits; this bounds what it can cost before that.
    maxInstances: 10,
    // A setting (a param, resolved at deploy): none kept warm unless the cooperative pays for it.
    minInstances: serverParams.intakeMinInstances,
    concurrency: 80,
    memory: '256MiB',
    timeoutSeconds: 30,
  },
  async (request, response) => {
    // Already answered 408 by the body's deadline (bounded-request-bodies.ts), as it came in.
    if (response.headersSent) return;
    // Before the first call composes the intake: that time is the page's too.
    const handlerStartedAt = Date.now();
    response.set('Cache-Control', 'no-store');
    if (request.method === 'GET' || request.method === 'HEAD') {
      // The address of a plain form's answer, reloaded or kept: back to the form, which posts.
      response.set('Location', PLAIN_FORM_RETURN).status(303).end();
      return;
    }
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).end();
      return;
    }
    // Past a few KiB, of no declared length or too slow: refused, never parsed. A plain form's
    // browser is shown why (the header stays when the bound hides the body).
    const refusal = bodyRefusal(request);
    if (refusal !== undefined) {
      if (!isPlainForm(request)) {
        response.status(refusal).end();
        return;
      }
      const { refusedPlainForm } =
        await import('../../submission/adapters/server/answer-plain-form');
      for (const { key, value } of PLAIN_FORM_HEADERS) response.set(key, value);
      response.status(refusal).type('html').send(refusedPlainForm());
      return;
    }
    const settings = readIntakeSettings();
    noteForwardedEntries(request, settings.forwardedHops);
    intakeServices ??= composeIntake(settings);
    if (isPlainForm(request)) {
      // The prerendered form, sent before (or without) the page's script: answered with a page.
      // Its code (React's server renderer among it) loads with the first such form, never in
      // the other functions' cold starts.
      const { answerPlainForm } =
        await import('../../submission/adapters/server/answer-plain-form');
      for (const { key, value } of PLAIN_FORM_HEADERS) response.set(key, value);
      const page = await answerPlainForm(
        {
          body: request.body,
          deadline: new Date(handlerStartedAt + PLAIN_FORM_DEADLINE_MS),
          address: clientAddress(request, settings.forwardedHops),
          relay: relayAddress(request, settings.forwardedHops),
          appCheckRequired: intakeServices.appCheck !== undefined,
          siteOrigin: new URL(settings.siteUrl).origin,
          origin: request.get('Origin'),
          fetchSite: request.get('Sec-Fetch-Site'),
        },
        intakeServices.receiveApplication,
      );
      if (page.location) response.set('Location', page.location);
      response.status(page.status).type('html').send(page.html);
      return;
    }
    const answer = await answerIntake(
      {
        body: request.body,
        deadline: intakeDeadline(handlerStartedAt, request.get(INTAKE_BUDGET_HEADER)),
        address: clientAddress(request, settings.forwardedHops),
        relay: relayAddress(request, settings.forwardedHops),
        appCheckToken: request.get('X-Firebase-AppCheck'),
        idempotencyKey: request.get(IDEMPOTENCY_KEY_HEADER),
      },
      intakeServices.receiveApplication,
      intakeServices.appCheck,
    );
    response.status(INTAKE_STATUS[answer.outcome]).json(answer);
  },
);
