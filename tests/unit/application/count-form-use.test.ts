import { describe, expect, it, vi } from 'vitest';
import { InMemoryFormUseCounts } from '../../../src/form-use/adapters/memory/in-memory-form-use-counts';
import { answerFormUse } from '../../../src/form-use/adapters/server/answer-form-use';
import { CountFormUse } from '../../../src/form-use/application/count-form-use';
import type { FormUseEvent } from '../../../src/form-use/domain/form-use';
import { InMemoryIntakeLedger } from '../../../src/submission/adapters/memory/in-memory-intake-ledger';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import { FORM_USE_PER_ADDRESS, formUseAdmission } from '../../../src/server/form-use-admission';
import { fixedClock } from '../../support/deterministic';
import { loggedText } from '../../support/logged-text';

const ADDRESS = '203.0.113.7';

/** A settable clock: days pass at the office. */
const settable = (iso: string) => {
  let now = new Date(iso);
  return { now: () => new Date(now), set: (next: string) => (now = new Date(next)) };
};

describe('CountFormUse', () => {
  it('counts each event on the office’s day it happened', async () => {
    const counts = new InMemoryFormUseCounts();
    const clock = settable('2026-11-01T05:30:00Z');
    const count = new CountFormUse(counts, clock);

    // 31 October at 11:30 p. m. in El Salvador.
    await count.execute('empezado');
    clock.set('2026-11-01T15:00:00Z');
    await count.execute('empezado');
    await count.execute('enviado');

    expect(await counts.totals('2026-10-31', '2026-10-31')).toEqual({ started: 1, sent: 0 });
    expect(await counts.totals('2026-11-01', '2026-11-30')).toEqual({ started: 1, sent: 1 });
  });

  it('counts nothing for what is not one of its events', async () => {
    const counts = new InMemoryFormUseCounts();
    const count = new CountFormUse(counts, fixedClock('2026-11-10T15:00:00Z'));

    await expect(count.execute('abierto' as FormUseEvent)).rejects.toThrow(RangeError);
    expect(await counts.totals('2026-11-01', '2026-11-30')).toEqual({ started: 0, sent: 0 });
  });
});

/** The beacon endpoint on in-memory parts: the day's counts, the ledger, the keyed hashes. */
function endpoint(iso = '2026-11-10T15:00:00Z') {
  const clock = settable(iso);
  const counts = new InMemoryFormUseCounts();
  const ledger = new InMemoryIntakeLedger();
  const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');
  const services = {
    admit: formUseAdmission(ledger, keys, clock),
    countFormUse: new CountFormUse(counts, clock),
  };
  const post = (body: unknown, address = ADDRESS) => answerFormUse({ body, address }, services);
  const november = () => counts.totals('2026-11-01', '2026-11-30');
  return { clock, counts, ledger, post, november };
}

describe('the form use endpoint (POST /api/uso)', () => {
  it('counts a beacon’s event and answers 204, whatever parser read its body', async () => {
    const { post, november } = endpoint();

    expect(await post('{"event":"empezado"}')).toBe(204);
    expect(await post({ event: 'empezado' })).toBe(204);
    expect(await post(new TextEncoder().encode('{"event":"enviado"}'))).toBe(204);

    expect(await november()).toEqual({ started: 2, sent: 1 });
  });

  it('answers 400 to anything but the page’s beacon, and counts nothing', async () => {
    const { post, november } = endpoint();

    expect(await post('{"event":"enviado","veces":100}')).toBe(400);
    expect(await post('{"event":"abierto"}')).toBe(400);
    expect(await post('no es json')).toBe(400);
    expect(await post(undefined)).toBe(400);

    expect(await november()).toEqual({ started: 0, sent: 0 });
  });

  it('counts each event at most 20 times a day from one address (its IPv6 /64 alike), then answers 429', async () => {
    const { post, clock, november } = endpoint();
    expect(FORM_USE_PER_ADDRESS.perWindow).toBe(20);

    for (let index = 0; index < 20; index += 1)
      expect(await post('{"event":"enviado"}', `2001:db8:1:2::${index + 1}`)).toBe(204);
    expect(await post('{"event":"enviado"}', '2001:db8:1:2::ff')).toBe(429);
    // The other event has a bound of its own; another address too.
    expect(await post('{"event":"empezado"}', '2001:db8:1:2::ff')).toBe(204);
    expect(await post('{"event":"enviado"}', '198.51.100.4')).toBe(204);
    expect(await november()).toEqual({ started: 1, sent: 21 });

    // A day later the address counts again.
    clock.set('2026-11-11T15:00:01Z');
    expect(await post('{"event":"enviado"}', '2001:db8:1:2::ff')).toBe(204);
  });

  it('answers 503 when the count cannot be stored, and logs the failure without the address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { post } = endpoint();
    const failing = {
      admit: async () => true,
      countFormUse: {
        execute: async () => {
          throw new Error('14 UNAVAILABLE: Firestore could not be reached');
        },
      },
    };
    try {
      expect(await answerFormUse({ body: '{"event":"empezado"}', address: ADDRESS }, failing)).toBe(
        503,
      );
      expect(await post('{"event":"empezado"}')).toBe(204);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(loggedText(logged)).toContain('no se pudo contar el uso del formulario');
      expect(loggedText(logged)).toContain('UNAVAILABLE');
      expect(loggedText(logged)).not.toContain(ADDRESS);
    } finally {
      logged.mockRestore();
    }
  });
});
