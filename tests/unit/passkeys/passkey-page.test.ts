import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SimpleWebAuthnAuthenticator } from '../../../src/passkeys/adapters/browser/simplewebauthn-authenticator';
import { CallablePasskeyService } from '../../../src/passkeys/adapters/callable/callable-passkey-service';
import { AddPasskey } from '../../../src/passkeys/application/passkey-page-use-cases';
import {
  NoAuthenticatorError,
  PasskeyRefusedError,
} from '../../../src/passkeys/domain/passkey-errors';
import { networkTripwire } from '../../support/network-tripwire';

const URL_OF_PASSKEYS = 'https://primerpaso.test/api/llaves';

let apps: FirebaseApp[] = [];
const app = () => {
  const made = initializeApp(
    { projectId: 'coop-primer-paso', apiKey: 'k' },
    `llaves-${apps.length}`,
  );
  apps.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(apps.map((each) => deleteApp(each)));
  apps = [];
});

describe('Passkeys on the staff page (not yet on a screen)', () => {
  it("adds a key: the server's options to the authenticator, its answer and the name back, the server's token out", async () => {
    const calls: unknown[] = [];
    networkTripwire.answer(
      http.post(URL_OF_PASSKEYS, async ({ request }) => {
        const { data } = (await request.json()) as { data: { action: string } };
        calls.push(data);
        const result =
          data.action === 'enrollment-options'
            ? { ok: true, data: { challenge: 'reto' } }
            : { ok: true, data: { token: 'token-de-llave' } };
        return HttpResponse.json({ result });
      }),
    );
    const authenticator = {
      create: async (options: unknown) => ({ answered: options }),
      get: async () => ({}),
    };
    const add = new AddPasskey(new CallablePasskeyService(app(), URL_OF_PASSKEYS), authenticator);

    expect(await add.execute('Mi teléfono')).toEqual({ token: 'token-de-llave' });
    expect(calls).toEqual([
      { action: 'enrollment-options' },
      { action: 'enroll', response: { answered: { challenge: 'reto' } }, name: 'Mi teléfono' },
    ]);
  });

  it("turns the server's refusal into its reason", async () => {
    networkTripwire.answer(
      http.post(URL_OF_PASSKEYS, () =>
        HttpResponse.json({ result: { ok: false, reason: 'passkey-session-required' } }),
      ),
    );
    const refusal = await new CallablePasskeyService(app(), URL_OF_PASSKEYS)
      .enrollmentOptions()
      .catch((error: unknown) => error);
    expect(refusal).toEqual(new PasskeyRefusedError('passkey-session-required'));
  });

  it('says when the browser offers no passkeys, before asking anything of it', async () => {
    await expect(new SimpleWebAuthnAuthenticator().create({})).rejects.toBeInstanceOf(
      NoAuthenticatorError,
    );
  });
});
