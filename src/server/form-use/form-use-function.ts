import { onRequest } from 'firebase-functions/v2/https';
import { answerFormUse } from '../../form-use/adapters/server/answer-form-use';
import { clientAddress, relayAddress } from '../client-address';
import { bodyRefusal } from '../request-body-limit';
import { SERVER_REGION } from '../server-region';
import { readReportSettings, serverParams } from '../server-settings';
import { composeFormUse } from './form-use-composition';

let formUseServices: ReturnType<typeof composeFormUse> | undefined;

/**
 * POST /api/uso on the site's own origin (a Hosting rewrite): the public page's beacon, a form
 * begun or sent (src/form-use), counted in the day's FormUse document for the monthly report. No
 * cookie, no identifier: the body is the event alone, and the sender's address and relay only
 * bound how much it may count (keyed hashes in the intake's ledger), never logged. A beacon another
 * site's page sent (Sec-Fetch-Site, Origin) is refused. Answered without a
 * body; a few instances are plenty for a beacon or two a visitor.
 */
export const formUse = onRequest(
  {
    region: SERVER_REGION,
    secrets: [serverParams.addressKeySecret],
    maxInstances: 2,
    concurrency: 80,
    memory: '256MiB',
    timeoutSeconds: 10,
  },
  async (request, response) => {
    // Already answered 408 by the body's deadline (bounded-request-bodies.ts), as it came in.
    if (response.headersSent) return;
    response.set('Cache-Control', 'no-store');
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).end();
      return;
    }
    const refusal = bodyRefusal(request);
    if (refusal !== undefined) {
      response.status(refusal).end();
      return;
    }
    formUseServices ??= composeFormUse(readReportSettings());
    const hops = serverParams.forwardedHops.value();
    const status = await answerFormUse(
      {
        body: request.body,
        address: clientAddress(request, hops),
        relay: relayAddress(request, hops),
        origin: request.get('Origin'),
        fetchSite: request.get('Sec-Fetch-Site'),
      },
      formUseServices,
    );
    response.status(status).end();
  },
);
