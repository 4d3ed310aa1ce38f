import { describe, expect, it } from 'vitest';
import {
  readSelfSignUp,
  selfSignUpIn,
} from '../../../src/team/adapters/server/self-sign-up-setting';

const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('whether self sign-up is closed, as Identity Toolkit says', () => {
  it('is closed only when the config says disabledUserSignup: true', () => {
    const config = { name: 'projects/123/config', signIn: { email: { enabled: true } } };
    expect(selfSignUpIn({ ...config, client: { permissions: { disabledUserSignup: true } } })).toBe(
      'closed',
    );
    expect(
      selfSignUpIn({ ...config, client: { permissions: { disabledUserSignup: false } } }),
    ).toBe('open');
    expect(selfSignUpIn({ ...config, client: { permissions: {} } })).toBe('open');
    expect(selfSignUpIn(config)).toBe('open');
  });

  it('does not know from an answer that is not a config, a refusal or no answer', async () => {
    expect(selfSignUpIn({ error: { code: 403 } })).toBe('unknown');
    expect(selfSignUpIn(null)).toBe('unknown');
    const source = { projectId: 'p', accessToken: 't' };
    expect(await readSelfSignUp(source, answering(403, { error: { code: 403 } }))).toBe('unknown');
    const failing = (() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    expect(await readSelfSignUp(source, failing)).toBe('unknown');
  });

  it("asks the project's config with the token, billed to the project", async () => {
    const asked: { url: string; headers: unknown }[] = [];
    const recording = (async (url: string, init: RequestInit) => {
      asked.push({ url, headers: init.headers });
      return new Response(
        JSON.stringify({ name: 'x', client: { permissions: { disabledUserSignup: true } } }),
      );
    }) as unknown as typeof fetch;
    expect(await readSelfSignUp({ projectId: 'coop-1', accessToken: 'tok' }, recording)).toBe(
      'closed',
    );
    expect(asked).toEqual([
      {
        url: 'https://identitytoolkit.googleapis.com/v2/projects/coop-1/config',
        headers: { Authorization: 'Bearer tok', 'X-Goog-User-Project': 'coop-1' },
      },
    ]);
  });
});
