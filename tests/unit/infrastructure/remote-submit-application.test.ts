// @vitest-environment jsdom
// The page's intake client posts to the page's own origin (location), which jsdom gives it.
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { StorageUnreachableError } from '../../../src/shared/domain/storage-errors';
import {
  IntakeUnavailableError,
  RemoteSubmitApplication,
} from '../../../src/submission/adapters/http/remote-submit-application';
import { AddressLimitReachedError } from '../../../src/submission/domain/address-quota';
import { INTAKE_STATUS, type IntakeAnswer } from '../../../src/submission/domain/intake-answer';
import { InvalidApplicationError } from '../../../src/submission/domain/submission-errors';
import { INTAKE_BUDGET_HEADER } from '../../../src/submission/domain/intake-deadline';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/submission/domain/intake-replies';
import { seededRandom } from '../../support/deterministic';
import { validForm } from '../../support/application-fixtures';
import { networkTripwire } from '../../support/network-tripwire';

/** The page's own origin under jsdom: the intake is on it, behind a Hosting rewrite. */
const INTAKE_URL = `${location.origin}/api/solicitudes`;

/**
 * The intake's HTTP side, faked at the wire by the tripwire's own server
 * (tests/support/network-tripwire.ts): anything but what a test answers still fails it.
 */
const sent = () => networkTripwire.requestsSeen();

/** The intake answers every request with this status and body. */
function intakeAnswers(answer: IntakeAnswer) {
  networkTripwire.answer(
    http.post('*/api/solicitudes', () =>
      HttpResponse.json(answer as JsonBodyType, { status: INTAKE_STATUS[answer.outcome] }),
    ),
  );
}

describe('the page submitting to the server intake (RemoteSubmitApplication)', () => {
  it("posts exactly the form and the hidden field as JSON to the site's own /api/solicitudes", async () => {
    intakeAnswers({ outcome: 'stored', id: 'SOL4821', submittedAt: '2026-03-14T15:09:26.000Z' });

    await new RemoteSubmitApplication().execute({
      form: validForm(),
      honeypot: 'https://spam.example',
    });

    expect(sent()).toHaveLength(1);
    const [request] = sent();
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(INTAKE_URL);
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.has('X-Firebase-AppCheck')).toBe(false);
    expect(await request?.json()).toEqual({ form: validForm(), honeypot: 'https://spam.example' });
  });

  it('gives the number and the moment the intake stored it, as the receipt shows them', async () => {
    intakeAnswers({ outcome: 'stored', id: 'SOL4821', submittedAt: '2026-03-14T15:09:26.000Z' });

    expect(await new RemoteSubmitApplication().execute({ form: validForm() })).toEqual({
      id: 'SOL4821',
      submittedAt: new Date('2026-03-14T15:09:26.000Z'),
    });
  });

  it('gives the receipt the number and the moment alone, whatever else an answer holds', async () => {
    const stored = { outcome: 'stored', id: 'SOL4821', submittedAt: '2026-03-14T15:09:26.000Z' };
    intakeAnswers({ ...stored, talkChoicePath: '/charla/elegir/abc_-1' } as IntakeAnswer);
    expect(await new RemoteSubmitApplication().execute({ form: validForm() })).toEqual({
      id: 'SOL4821',
      submittedAt: new Date('2026-03-14T15:09:26.000Z'),
    });
  });

  it("gives the receipt the status page's path, and only a path of its shape on the site's own origin", async () => {
    const stored = { outcome: 'stored', id: 'SOL4821', submittedAt: '2026-03-14T15:09:26.000Z' };
    const statusPath = `/estado/${'a'.repeat(43)}`;
    intakeAnswers({ ...stored, statusPath } as IntakeAnswer);
    expect(await new RemoteSubmitApplication().execute({ form: validForm() })).toMatchObject({
      statusPath,
    });

    for (const elsewhere of ['https://otro.example/estado/x', `//otro.example${statusPath}`]) {
      intakeAnswers({ ...stored, statusPath: elsewhere } as IntakeAnswer);
      expect(await new RemoteSubmitApplication().execute({ form: validForm() })).not.toHaveProperty(
        'statusPath',
      );
    }
  });

  it('carries a fresh App Check token on each submit when the site has a key', async () => {
    intakeAnswers({ outcome: 'stored', id: 'SOL4821', submittedAt: '2026-03-14T15:09:26.000Z' });
    let issued = 0;
    const submit = new RemoteSubmitApplication({
      appCheckToken: async () => `token-de-un-uso-${++issued}`,
    });

    await submit.execute({ form: validForm() });
    await submit.execute({ form: validForm() });

    expect(sent().map((request) => request.headers.get('X-Firebase-AppCheck'))).toEqual([
      'token-de-un-uso-1',
      'token-de-un-uso-2',
    ]);
  });

  it('names the fields the intake refused', async () => {
    intakeAnswers({ outcome: 'invalid', fields: ['nit'] });

    const refused = new RemoteSubmitApplication().execute({ form: validForm() });

    await expect(refused).rejects.toBeInstanceOf(InvalidApplicationError);
    await expect(refused).rejects.toMatchObject({ fields: ['nit'] });
  });

  it('tells the applicant their connection sent too many (429)', async () => {
    intakeAnswers({ outcome: 'address-limit' });

    await expect(
      new RemoteSubmitApplication().execute({ form: validForm() }),
    ).rejects.toBeInstanceOf(AddressLimitReachedError);
  });

  it.each([{ outcome: 'failed' }, { outcome: 'unverified' }] as const)(
    'says the intake is unavailable when it answers $outcome',
    async (answer) => {
      intakeAnswers(answer);

      await expect(
        new RemoteSubmitApplication().execute({ form: validForm() }),
      ).rejects.toBeInstanceOf(IntakeUnavailableError);
    },
  );

  it.each([
    ['an HTML error page', () => new HttpResponse('<h1>404</h1>', { status: 404 })],
    ['an empty body', () => new HttpResponse(null, { status: 502 })],
    ['an outcome it does not know', () => HttpResponse.json({ outcome: 'ok' }, { status: 200 })],
    [
      'a number that is not an application number',
      () =>
        HttpResponse.json(
          { outcome: 'stored', id: '4821', submittedAt: '2026-03-14T15:09:26.000Z' },
          { status: 201 },
        ),
    ],
    [
      'invalid without its fields',
      () => HttpResponse.json({ outcome: 'invalid' }, { status: 400 }),
    ],
  ])('says the intake is unavailable when it cannot read the answer (%s)', async (_, answer) => {
    networkTripwire.answer(http.post('*/api/solicitudes', answer));

    await expect(
      new RemoteSubmitApplication().execute({ form: validForm() }),
    ).rejects.toBeInstanceOf(IntakeUnavailableError);
  });

  it('says storage is unreachable when the request never gets an answer (network down)', async () => {
    networkTripwire.answer(http.post('*/api/solicitudes', () => HttpResponse.error()));

    await expect(
      new RemoteSubmitApplication().execute({ form: validForm() }),
    ).rejects.toBeInstanceOf(StorageUnreachableError);
  });

  it('gives up waiting after its timeout, and says storage is unreachable', async () => {
    networkTripwire.answer(
      http.post('*/api/solicitudes', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );

    const started = Date.now();
    await expect(
      new RemoteSubmitApplication({ timeoutMs: 50 }).execute({ form: validForm() }),
    ).rejects.toBeInstanceOf(StorageUnreachableError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('warms App Check when the applicant starts on the form, and sends nothing then', () => {
    let warmed = 0;
    new RemoteSubmitApplication({ warmUp: () => void ++warmed }).prepare();

    expect(warmed).toBe(1);
    expect(sent()).toEqual([]);
  });
});

const STORED: IntakeAnswer = {
  outcome: 'stored',
  id: 'SOL4821',
  submittedAt: '2026-03-14T15:09:26.000Z',
};

/** The intake answers the requests in turn with these, then keeps answering with the last. */
function intakeAnswersInTurn(...answers: (() => Response | Promise<Response>)[]) {
  let turn = 0;
  networkTripwire.answer(
    http.post('*/api/solicitudes', () => answers[Math.min(turn++, answers.length - 1)]!()),
  );
}

const stored = () => HttpResponse.json(STORED as JsonBodyType, { status: 201 });
const unavailable = () => HttpResponse.json({ outcome: 'failed' }, { status: 503 });
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};
const keysSent = () => sent().map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));

describe("the page's retry under one Idempotency-Key", () => {
  it('sends every attempt of one form under one key of 128 random bits', async () => {
    intakeAnswersInTurn(unavailable, stored);

    await new RemoteSubmitApplication({ random: seededRandom(3) }).execute({ form: validForm() });

    expect(keysSent()).toHaveLength(2);
    expect(keysSent()[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keysSent()[1]).toBe(keysSent()[0]);
  });

  it('tries once more when the first attempt gets no answer in time, and gives the number the retry got', async () => {
    intakeAnswersInTurn(never, stored);

    const submitted = await new RemoteSubmitApplication({ timeoutMs: 100 }).execute({
      form: validForm(),
    });

    expect(submitted).toEqual({ id: 'SOL4821', submittedAt: new Date(STORED.submittedAt) });
    expect(keysSent()).toHaveLength(2);
    expect(new Set(keysSent()).size).toBe(1);
  });

  it.each([
    ['no answer in time', never, StorageUnreachableError],
    ['503', unavailable, IntakeUnavailableError],
    [
      'a gateway that got no answer (504)',
      () => new HttpResponse(null, { status: 504 }),
      IntakeUnavailableError,
    ],
    ['no connection', () => HttpResponse.error(), StorageUnreachableError],
  ] as const)('tries once more, and only once, on %s, then fails', async (_, answer, failure) => {
    intakeAnswersInTurn(answer);

    await expect(
      new RemoteSubmitApplication({ timeoutMs: 100 }).execute({ form: validForm() }),
    ).rejects.toBeInstanceOf(failure);
    expect(sent()).toHaveLength(2);
  });

  it.each([
    ['the form refused', { outcome: 'invalid', fields: ['nit'] }],
    ['the address limit', { outcome: 'address-limit' }],
    ['App Check refused', { outcome: 'unverified' }],
  ] as [string, IntakeAnswer][])('takes %s as final: no second attempt', async (_, answer) => {
    intakeAnswers(answer);

    await expect(new RemoteSubmitApplication().execute({ form: validForm() })).rejects.toThrow();
    expect(sent()).toHaveLength(1);
  });

  it('keeps the key for the same form sent again after a failure, and draws a new one once a form was stored', async () => {
    const submit = new RemoteSubmitApplication({ random: seededRandom(5) });
    intakeAnswersInTurn(unavailable);
    await expect(submit.execute({ form: validForm() })).rejects.toBeInstanceOf(
      IntakeUnavailableError,
    );

    intakeAnswersInTurn(stored);
    await submit.execute({ form: validForm() });
    intakeAnswersInTurn(stored);
    await submit.execute({ form: validForm({ first_name: 'Otra' }) });

    const [first, retried, clickedAgain, nextForm] = keysSent();
    expect(retried).toBe(first);
    expect(clickedAgain).toBe(first);
    expect(nextForm).toMatch(/^[0-9a-f]{32}$/);
    expect(nextForm).not.toBe(first);
  });

  it('gives two clicks on one form in flight the same key, so the server answers both with one number', async () => {
    intakeAnswers(STORED);
    const submit = new RemoteSubmitApplication();

    await Promise.all([
      submit.execute({ form: validForm() }),
      submit.execute({ form: validForm() }),
    ]);

    expect(keysSent()).toHaveLength(2);
    expect(keysSent()[1]).toBe(keysSent()[0]);
  });

  it("tells the server how much of the page's budget each attempt has left, and stops at the budget's end", async () => {
    intakeAnswersInTurn(never);
    const started = Date.now();

    await expect(
      new RemoteSubmitApplication({ timeoutMs: 400, budgetMs: 600 }).execute({ form: validForm() }),
    ).rejects.toBeInstanceOf(StorageUnreachableError);

    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(590);
    expect(elapsed).toBeLessThan(3_000);
    const [first, retry] = sent().map((request) =>
      Number(request.headers.get(INTAKE_BUDGET_HEADER)),
    );
    expect(first).toBeGreaterThan(300);
    expect(first).toBeLessThanOrEqual(400);
    expect(retry).toBeLessThanOrEqual(200);
  });
});
