import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { answerSignedInTeamCall } from '../../team/adapters/server/answer-team-call';
import { SERVER_REGION } from '../server-region';
import { serverParams } from '../server-settings';
import { composeTeam, composeTeamSessions } from './team-composition';

let teamServices: ReturnType<typeof composeTeam> | undefined;
let teamSessions: ReturnType<typeof composeTeamSessions> | undefined;

/**
 * Equipo (src/team), called by the staff page at /api/equipo (a Hosting rewrite): admins list,
 * invite, change roles, take access away and give it back; every member chooses their own
 * e-mail notices. The caller is who Auth says, asked again on each call (a revoked session, or
 * one from before the caller's access, is refused); the use cases check their Staff role.
 * With INTAKE_REQUIRE_APP_CHECK on, a call without a valid App Check token is refused.
 */
export const team = onCall(
  { region: SERVER_REGION, maxInstances: 2, memory: '256MiB', timeoutSeconds: 30 },
  async (request) => {
    const idToken = request.auth?.rawToken;
    if (!idToken || typeof request.auth?.token.email !== 'string')
      throw new HttpsError('unauthenticated', 'Inicie sesión.');
    if (serverParams.requireAppCheck.value() && !request.app)
      throw new HttpsError('failed-precondition', 'App Check');
    teamServices ??= composeTeam(serverParams.siteUrl.value());
    teamSessions ??= composeTeamSessions();
    // The answer only: never whom it was about.
    return answerSignedInTeamCall(teamSessions, teamServices, idToken, request.data);
  },
);
