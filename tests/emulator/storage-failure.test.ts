import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SubmitApplication } from '../../src/submission/application/submit-application';
import { CryptoRandomSource } from '../../src/shared/adapters/crypto-random-source';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../../src/submission/adapters/firestore/firestore-application-repository';
import { SystemClock } from '../../src/shared/adapters/system-clock';
import type { ApplicationRepository } from '../../src/submission/domain/application-repository';
import { validForm } from '../support/application-fixtures';
import { registerSwitchedTestProject } from './support/switched-test-project';

/** What the applicant is promised: the failure message within 10 seconds of the click. */
const FAILURE_BOUND_MS = 10_000;

const env = registerSwitchedTestProject('failure');

const submitThrough = (repository: ApplicationRepository) =>
  new SubmitApplication(repository, new CryptoRandomSource(), new SystemClock()).execute(
    validForm(),
  );

async function timedFailure(work: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return { error, ms: performance.now() - started };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('keeps the per-call timeout inside the promised bound', () => {
  expect(DEFAULT_REQUEST_TIMEOUT_MS).toBeLessThan(FAILURE_BOUND_MS);
});

describe('with the emulator stopped or unreachable', () => {
  it('fails at once when the emulator is stopped, and nothing lands when it comes back', async () => {
    const repository = env.project.repository({ emulatorHost: env.tcpSwitch.host });
    await env.tcpSwitch.set('down');

    const { error, ms } = await timedFailure(submitThrough(repository));

    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeLessThan(FAILURE_BOUND_MS);
    await env.tcpSwitch.set('up');
    await pause(2000);
    expect(await env.project.admin.list()).toEqual([]);
    // The same client works again once the emulator is back: the failure was the outage.
    await expect(submitThrough(repository)).resolves.toHaveProperty('id');
  });

  it('gives up within the bound when the network swallows requests, and nothing lands afterwards', async () => {
    const repository = env.project.repository({ emulatorHost: env.tcpSwitch.host });
    await env.tcpSwitch.set('blackhole');

    const { error, ms } = await timedFailure(submitThrough(repository));

    expect(error).toMatchObject({ name: 'StorageTimeoutError' });
    expect(ms).toBeLessThan(FAILURE_BOUND_MS);
    await env.tcpSwitch.set('up');
    await pause(2000);
    expect(await env.project.admin.list()).toEqual([]);
  });
});

describe('with HTTP faults injected into the Lite SDK REST calls (msw)', () => {
  const faults = setupServer();
  beforeAll(() => faults.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => faults.resetHandlers());
  afterAll(() => faults.close());

  const firestoreRpc = /\/documents:(batchGet|commit)$/;

  it('fails quickly on a 503 from Firestore and saves nothing', async () => {
    faults.use(
      http.post(firestoreRpc, () =>
        HttpResponse.json({ error: { code: 503, status: 'UNAVAILABLE' } }, { status: 503 }),
      ),
    );

    const { error, ms } = await timedFailure(submitThrough(env.project.repository()));

    expect(error).toMatchObject({ code: 'unavailable' });
    expect(ms).toBeLessThan(FAILURE_BOUND_MS);
    faults.resetHandlers();
    expect(await env.project.admin.list()).toEqual([]);
  });

  it('fails on a 503 to the save after a successful id check, and saves nothing', async () => {
    faults.use(
      http.post(
        /\/documents:commit$/,
        () => new HttpResponse('Service Unavailable', { status: 503 }),
      ),
    );

    const { error, ms } = await timedFailure(submitThrough(env.project.repository()));

    expect(error).toBeInstanceOf(Error);
    expect(ms).toBeLessThan(FAILURE_BOUND_MS);
    faults.resetHandlers();
    expect(await env.project.admin.list()).toEqual([]);
  });

  it('gives up within the bound when the response never comes', async () => {
    faults.use(http.post(firestoreRpc, () => new Promise<never>(() => undefined)));

    const { error, ms } = await timedFailure(submitThrough(env.project.repository()));

    expect(error).toMatchObject({ name: 'StorageTimeoutError' });
    expect(ms).toBeGreaterThanOrEqual(DEFAULT_REQUEST_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(FAILURE_BOUND_MS);
  });
});
