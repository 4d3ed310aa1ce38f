import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_INTAKE_LIMITS } from '../../../src/submission/domain/intake-limits';
import { StoreApplication } from '../../../src/submission/application/store-application';
import { InMemoryApplicationRepository } from '../../../src/submission/adapters/in-memory-application-repository';
import { InMemoryIntakeLedger } from '../../../src/submission/adapters/memory/in-memory-intake-ledger';
import { InMemoryIntakeRefusals } from '../../../src/submission/adapters/memory/in-memory-intake-refusals';
import {
  answerIntake,
  type AppCheckTokens,
} from '../../../src/submission/adapters/server/answer-intake';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import { INTAKE_STATUS } from '../../../src/submission/domain/intake-answer';
import type { ArrivalListener } from '../../../src/submission/domain/intake-review';
import { validForm } from '../../support/application-fixtures';
import { serverIntake } from '../../support/server-intake';
import { fixedClock, randomDrawing } from '../../support/deterministic';

/**
 * An arrival that, as the server's once did, gives back the link to choose a talk it issued for
 * the receipt e-mail: the answer must not carry it.
 */
const offersALink = (async () => ({
  talkChoicePath: '/charla/elegir/abc',
})) as unknown as ArrivalListener['arrived'];

function endpoint(repository = new InMemoryApplicationRepository()) {
  const clock = fixedClock();
  const store = new StoreApplication(repository, randomDrawing(4821, 4822, 4823), clock);
  const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');
  const receive = serverIntake(
    {
      store,
      ledger: new InMemoryIntakeLedger(),
      keys,
      marks: { mark: async () => undefined },
      arrivals: { arrived: offersALink },
      earlier: repository,
      replies: repository,
      refusals: new InMemoryIntakeRefusals(),
      clock,
    },
    { ...DEFAULT_INTAKE_LIMITS, perAddress: { perWindow: 1, windowMs: 3_600_000 } },
  );
  const post = (
    body: unknown,
    appCheck?: AppCheckTokens,
    appCheckToken?: string,
    idempotencyKey?: string,
  ) =>
    answerIntake(
      { body, address: '203.0.113.7', appCheckToken, idempotencyKey },
      receive,
      appCheck,
    );
  return { repository, post };
}

describe('the intake endpoint', () => {
  it("stores the page's form and answers with its number and the moment it was stored", async () => {
    const { repository, post } = endpoint();

    const answer = await post({ form: validForm(), honeypot: '' });

    expect(answer).toEqual({
      outcome: 'stored',
      id: 'SOL4821',
      submittedAt: '2026-03-14T15:09:26.000Z',
    });
    expect(INTAKE_STATUS[answer.outcome]).toBe(201);
    expect(repository.savedApplications().map(({ id }) => id)).toEqual(['SOL4821']);
  });

  it('answers a bot caught by the honeypot as it answers an applicant, and hands neither a link', async () => {
    const real = await endpoint().post({ form: validForm(), honeypot: '' });
    const caught = await endpoint().post({ form: validForm(), honeypot: 'https://spam.example' });

    expect(caught.outcome).toBe('stored');
    expect(Object.keys(caught).sort()).toEqual(Object.keys(real).sort());
    expect(Object.keys(real).sort()).toEqual(['id', 'outcome', 'submittedAt']);
    expect(JSON.stringify(real)).not.toContain('/charla/');
  });

  it.each([
    ['no body', undefined],
    ['a list', [validForm()]],
    ['a field missing', { form: { ...validForm(), nit: undefined } }],
    ['a field more', { form: { ...validForm(), isAssociated: true } }],
    ['a number for a text', { form: { ...validForm(), phone: 71234567 } }],
    ['the terms as text', { form: { ...validForm(), terms: 'true' } }],
  ])('refuses a body that is not the form (%s) and stores nothing', async (_, body) => {
    const { repository, post } = endpoint();
    expect(await post(body)).toEqual({ outcome: 'invalid', fields: [] });
    expect(repository.savedApplications()).toEqual([]);
  });

  it('counts a body that is not the form against its address: past the limit it is refused as any request then is', async () => {
    const { repository, post } = endpoint();
    // The limit is one: the unreadable body took it.
    expect(await post({ form: 'basura' })).toEqual({ outcome: 'invalid', fields: [] });

    expect(await post({ form: 'basura' })).toEqual({ outcome: 'address-limit' });
    expect(await post({ form: validForm() })).toEqual({ outcome: 'address-limit' });
    expect(repository.savedApplications()).toEqual([]);
  });

  it('names the fields that break the rules, as the page would', async () => {
    const { post } = endpoint();
    const answer = await post({ form: { ...validForm(), dui: '12345678-9', email: 'no' } });
    expect(answer).toEqual({ outcome: 'invalid', fields: ['dui', 'email'] });
    expect(INTAKE_STATUS[answer.outcome]).toBe(400);
  });

  it("refuses an e-mail that would smuggle a hidden Bcc into the inbox's mailto link", async () => {
    const { post, repository } = endpoint();
    const email = 'ana.lopez%40gmail.com?bcc=espia%40evil.example&subject=hola@gmail.com';
    const answer = await post({ form: { ...validForm(), email } });
    expect(answer).toEqual({ outcome: 'invalid', fields: ['email'] });
    expect(repository.savedApplications()).toEqual([]);
  });

  it('tells the applicant past the per-address limit, with a status of its own', async () => {
    const { post } = endpoint();
    await post({ form: validForm() });
    const answer = await post({ form: validForm() });
    expect(answer).toEqual({ outcome: 'address-limit' });
    expect(INTAKE_STATUS[answer.outcome]).toBe(429);
  });

  it('gives a bot that filled the honeypot the usual answer and stores nothing', async () => {
    const { repository, post } = endpoint();
    const answer = await post({ form: validForm(), honeypot: 'https://spam.example' });
    expect(answer).toMatchObject({ outcome: 'stored', id: expect.stringMatching(/^SOL\d{4}$/) });
    expect(repository.savedApplications()).toEqual([]);
  });

  it('with App Check on, takes only a valid token not used before', async () => {
    const used = new Set<string>();
    const appCheck: AppCheckTokens = {
      consume: async (token) => token.startsWith('valido') && !used.has(token) && !!used.add(token),
    };
    const { repository, post } = endpoint();

    expect(await post({ form: validForm() }, appCheck)).toEqual({ outcome: 'unverified' });
    expect(await post({ form: validForm() }, appCheck, 'falso')).toEqual({ outcome: 'unverified' });
    expect(await post({ form: validForm() }, appCheck, 'valido-1')).toMatchObject({
      outcome: 'stored',
    });
    expect(await post({ form: validForm() }, appCheck, 'valido-1')).toEqual({
      outcome: 'unverified',
    });
    expect(repository.savedApplications()).toHaveLength(1);
  });

  it('says a storage failure is a failure, and logs its kind without the form', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = { create: () => Promise.reject(new Error(`unavailable for ${validForm().dui}`)) };
    const { post } = endpoint(down as unknown as InMemoryApplicationRepository);

    const answer = await post({ form: validForm() });

    expect(answer).toEqual({ outcome: 'failed' });
    expect(INTAKE_STATUS[answer.outcome]).toBe(503);
    expect(JSON.stringify(consoleError.mock.calls)).toContain('unavailable for [redactado]');
    expect(JSON.stringify(consoleError.mock.calls)).not.toContain(validForm().dui);
  });
});

describe('the intake endpoint and the Idempotency-Key', () => {
  const KEY = '0123456789abcdef0123456789abcdef';

  it('answers a repeat of one key with the same answer, past the address limit, and stores one', async () => {
    const { repository, post } = endpoint();

    const first = await post({ form: validForm() }, undefined, undefined, KEY);
    const again = await post({ form: validForm() }, undefined, undefined, KEY);

    expect(first).toEqual({
      outcome: 'stored',
      id: 'SOL4821',
      submittedAt: '2026-03-14T15:09:26.000Z',
    });
    expect(again).toEqual(first);
    expect(repository.savedApplications()).toHaveLength(1);
  });

  it.each([
    ['too short', KEY.slice(1)],
    ['too long', `${KEY}0`],
    ['in capitals', KEY.toUpperCase()],
    ['not hexadecimal', 'z'.repeat(32)],
    ['empty', ''],
  ])(
    "refuses a malformed key (%s) as a request that is not the page's, and stores nothing",
    async (_, key) => {
      const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const { repository, post } = endpoint();

      expect(await post({ form: validForm() }, undefined, undefined, key)).toEqual({
        outcome: 'invalid',
        fields: [],
      });
      expect(repository.savedApplications()).toEqual([]);
      expect(JSON.stringify(logged.mock.calls)).not.toContain(key || 'nada');
      logged.mockRestore();
    },
  );
});
