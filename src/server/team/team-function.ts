import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { answerTeamCall } from '../../team/adapters/server/answer-team-call';
import { SERVER_REGION } from '../server-region';
import { serverParams } from '../server-settings';
import { composeTeam } from './team-composition';

let teamServices: ReturnType<typeof composeTeam> | undefined;

/**
 * Equipo (src/team), called by the staff page at /api/equipo (a Hosting rewrite): admins list,
 * invite, change roles, take access away and give it back; every member chooses their own
 * e-mail notices. The caller is who Auth says; the use cases check their Staff role themselves.
 * With INTAKE_REQUIRE_APP_CHECK on, a call without a valid App Check token is refused.
 */
export const team = onCall(
  { region: SERVER_REGION, maxInstances: 2, memory: '256MiB', timeoutSeconds: 30 },
  async (request) => {
    const uid = request.auth?.uid;
    const email = request.auth?.token.email;
    if (!uid || typeof email !== 'string')
      throw new HttpsError('unauthenticated', 'Inicie sesión.');
    if (serverParams.requireAppCheck.value() && !request.app)
      throw new HttpsError('failed-precondition', 'App Check');
    teamServices ??= composeTeam(serverParams.siteUrl.value());
    // The answer only: never whom it was about.
    return answerTeamCall(teamServices, { uid, email }, request.data);
  },
);
