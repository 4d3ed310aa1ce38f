import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { answerPasskeysCall } from '../../passkeys/adapters/server/answer-passkeys-call';
import { PASSKEY_CLAIM } from '../../access/domain/session-policy';
import { SERVER_REGION } from '../server-region';
import { serverParams } from '../server-settings';
import { composePasskeys } from './passkeys-composition';

let passkeyServices: ReturnType<typeof composePasskeys> | undefined;

/**
 * Staff passkeys (src/passkeys), called by the staff page at /api/llaves: adding a key, signing
 * in with one after the password, listing and removing keys. The caller is who Auth says, with
 * the claim the server minted when a passkey opened their session; a session opened before the
 * member's sessions were ended (keys taken away) is refused by the use cases.
 * With INTAKE_REQUIRE_APP_CHECK on, a call without a valid App Check token is refused.
 */
export const passkeys = onCall(
  { region: SERVER_REGION, maxInstances: 2, memory: '256MiB', timeoutSeconds: 30 },
  async (request) => {
    const auth = request.auth;
    const email = auth?.token.email;
    if (!auth?.uid || typeof email !== 'string')
      throw new HttpsError('unauthenticated', 'Inicie sesión.');
    if (serverParams.requireAppCheck.value() && !request.app)
      throw new HttpsError('failed-precondition', 'App Check');
    passkeyServices ??= composePasskeys(serverParams.siteUrl.value());
    const { uid, token } = auth;
    const passkeySession = token[PASSKEY_CLAIM] === true;
    // auth_time, not iat: a refreshed ID token of a revoked session keeps its first sign-in's.
    const sessionStartedAt = new Date(token.auth_time * 1000);
    return answerPasskeysCall(
      passkeyServices,
      { uid, email, passkeySession, sessionStartedAt },
      request.data,
    );
  },
);
