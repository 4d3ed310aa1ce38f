import { describe, expect, it } from 'vitest';
import { InMemoryIntakeRefusals } from '../../../src/submission/adapters/memory/in-memory-intake-refusals';
import { InMemoryIntakeLedger } from '../../../src/submission/adapters/memory/in-memory-intake-ledger';
import { InMemoryApplicationRepository } from '../../../src/submission/adapters/in-memory-application-repository';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import { StoreApplication } from '../../../src/submission/application/store-application';
import { FIRST_SPREAD_MS } from '../../../src/submission/domain/answer-spread';
import type { Clock } from '../../../src/shared/domain/clock';
import { validForm } from '../../support/application-fixtures';
import { randomDrawing } from '../../support/deterministic';
import { serverIntake } from '../../support/server-intake';

const START = new Date('2026-03-14T15:09:26.000Z').getTime();

/**
 * The intake at a clock the test moves: a stored application's announcement takes `storeMs` of
 * it (what a real store's round trips take), and every wait is held until the test lets it go.
 */
function pacedIntake({ storeMs = 700, draw = 0 } = {}) {
  let now = START;
  const clock: Clock = { now: () => new Date(now) };
  const repository = new InMemoryApplicationRepository();
  const waits: { moment: Date; release: () => void }[] = [];
  const receive = serverIntake({
    store: new StoreApplication(repository, randomDrawing(1000, 1001, 1002, 1003), clock),
    ledger: new InMemoryIntakeLedger(),
    keys: new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!'),
    marks: { mark: async () => undefined },
    arrivals: {
      arrived: async () => {
        now += storeMs;
      },
    },
    earlier: repository,
    replies: repository,
    refusals: new InMemoryIntakeRefusals(),
    clock,
    random: { next: () => draw },
    waitUntil: (moment) =>
      new Promise<void>((release) => void waits.push({ moment, release: () => release() })),
  });
  const send = (honeypot: string, deadline?: Date) =>
    receive.execute({ form: validForm(), honeypot, address: '203.0.113.7', deadline });
  const setNow = (ms: number) => (now = ms);
  return { send, waits, repository, setNow, clock };
}

/** Whether a promise has settled once everything already queued has run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
  return settled;
}

describe("a trapped bot's answer takes a stored answer's time (the wait port, never a timer)", () => {
  it("holds the honeypot's answer until the wait resolves, at the moment a stored answer took", async () => {
    const { send, waits, setNow, repository } = pacedIntake({ storeMs: 700 });
    await send('');
    expect(repository.savedApplications()).toHaveLength(1);

    setNow(START + 60_000);
    const trapped = send('https://spam.example');

    expect(await isSettled(trapped)).toBe(false);
    expect(waits.map(({ moment }) => moment.getTime())).toEqual([START + 60_000 + 700]);
    waits[0]?.release();
    expect(await trapped).toMatchObject({ id: expect.stringMatching(/^SOL\d{4}$/) });
    expect(repository.savedApplications()).toHaveLength(1);
  });

  it("draws from the stored answers' spread, and from the first spread before any was stored", async () => {
    const cold = pacedIntake({ draw: 0.5 });
    const first = cold.send('https://spam.example');
    expect(await isSettled(first)).toBe(false);
    const { from, to } = FIRST_SPREAD_MS;
    expect(cold.waits[0]?.moment.getTime()).toBe(START + from + 0.5 * (to - from));
    cold.waits[0]?.release();
    await first;

    const warm = pacedIntake({ storeMs: 300, draw: 0.99 });
    await warm.send('');
    const stored = warm.send('https://spam.example');
    expect(await isSettled(stored)).toBe(false);
    expect(warm.waits[0]?.moment.getTime()).toBe(START + 300 + 300);
    warm.waits[0]?.release();
    await stored;
  });

  it('never holds the answer past its deadline, as a stored one is never late', async () => {
    const { send, waits } = pacedIntake({ storeMs: 5_000 });
    await send('');

    const deadline = new Date(START + 5_000 + 2_000);
    const trapped = send('https://spam.example', deadline);

    expect(await isSettled(trapped)).toBe(false);
    expect(waits[0]?.moment).toEqual(deadline);
    waits[0]?.release();
    await trapped;
  });

  it('holds no real applicant: a stored answer waits on nothing', async () => {
    const { send, waits } = pacedIntake();

    await send('');
    await send('');

    expect(waits).toEqual([]);
  });
});
