import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SimpleWebAuthnAuthenticator } from '../../../src/passkeys/adapters/browser/simplewebauthn-authenticator';
import { CallablePasskeyService } from '../../../src/passkeys/adapters/callable/callable-passkey-service';
import {
  DemoStandInAuthenticator,
  DemoStandInPasskeyService,
} from '../../../src/passkeys/adapters/memory/demo-stand-in-authenticator';
import {
  AddPasskey,
  ConfirmWithPasskey,
} from '../../../src/passkeys/application/passkey-page-use-cases';
import {
  NoAuthenticatorError,
  PasskeyRefusedError,
} from '../../../src/passkeys/domain/passkey-errors';
import { fixedClock } from '../../support/deterministic';
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

  it("demo mode's stand-in is no authenticator: its service takes only its answers, and a real-looking one is refused", async () => {
    const service = new DemoStandInPasskeyService(() => ({ uid: 'uid-ana' }), fixedClock());
    const standIn = new DemoStandInAuthenticator();
    await new AddPasskey(service, standIn).execute('Mi computadora');
    expect((await service.list()).map((key) => key.name)).toEqual(['Mi computadora']);
    expect(await new ConfirmWithPasskey(service, standIn).execute()).toEqual({
      token: JSON.stringify({ uid: 'uid-ana', claims: { passkey: true } }),
    });

    await expect(
      service.enroll({ id: 'AAAA', response: { clientDataJSON: 'x' } }, 'Falsa'),
    ).rejects.toEqual(new PasskeyRefusedError('not-verified'));
    // As on the server, one's own last key stays; someone with none is refused its answer.
    await expect(service.remove('uid-ana')).rejects.toEqual(
      new PasskeyRefusedError('own-last-key'),
    );
    const keyless = new DemoStandInPasskeyService(() => ({ uid: 'uid-beto' }), fixedClock());
    await expect(new ConfirmWithPasskey(keyless, standIn).execute()).rejects.toEqual(
      new PasskeyRefusedError('unknown-key'),
    );
  });
});
