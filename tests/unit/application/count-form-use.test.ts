import { describe, expect, it, vi } from 'vitest';
import { InMemoryFormUseCounts } from '../../../src/form-use/adapters/memory/in-memory-form-use-counts';
import {
  answerFormUse,
  type FormUseCall,
} from '../../../src/form-use/adapters/server/answer-form-use';
import { CountFormUse } from '../../../src/form-use/application/count-form-use';
import type { FormUseEvent } from '../../../src/form-use/domain/form-use';
import { InMemoryIntakeLedger } from '../../../src/submission/adapters/memory/in-memory-intake-ledger';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import {
  FORM_USE_PER_ADDRESS,
  FORM_USE_PER_RELAY,
  formUseAdmission,
} from '../../../src/server/form-use-admission';
import { clientKeyOf } from '../../../src/submission/domain/address-scope';
import type { IntakeLedger } from '../../../src/submission/domain/address-quota';
import { fixedClock } from '../../support/deterministic';
import { loggedText } from '../../support/logged-text';

const ADDRESS = '203.0.113.7';
const SITE = 'https://primerpaso.coop';

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
  const inner = new InMemoryIntakeLedger();
  // The keys the ledger was asked to count under, in order.
  const written: string[] = [];
  const ledger: IntakeLedger = {
    admit: (key, quota, now) => (written.push(key), inner.admit(key, quota, now)),
    tally: (key, quota, now) => (written.push(key), inner.tally(key, quota, now)),
  };
  const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');
  const services = {
    admit: formUseAdmission(ledger, keys, clock),
    countFormUse: new CountFormUse(counts, clock),
    siteOrigin: SITE,
  };
  const post = (body: unknown, address = ADDRESS, headers: Partial<FormUseCall> = {}) =>
    answerFormUse({ body, address, ...headers }, services);
  const november = () => counts.totals('2026-11-01', '2026-11-30');
  return { clock, counts, written, keys, post, november };
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

  it('counts at most FORM_USE_PER_RELAY beacons an hour through one relay, whatever sender each one names, then answers 429', async () => {
    const { post, clock, november } = endpoint();
    const relay = '198.51.100.9';
    const { perWindow } = FORM_USE_PER_RELAY;
    const forged = (index: number) => `10.${Math.floor(index / 256)}.${index % 256}.1`;

    // A script at the function's own URL writing a fresh sender each time: one relay, itself.
    for (let index = 0; index < perWindow; index += 1)
      expect(await post('{"event":"empezado"}', forged(index), { relay })).toBe(204);
    expect(await post('{"event":"empezado"}', forged(perWindow), { relay })).toBe(429);
    expect(await post('{"event":"enviado"}', forged(perWindow + 1), { relay })).toBe(429);
    // Another relay (another node of the CDN) counts apart.
    expect(await post('{"event":"enviado"}', ADDRESS, { relay: '198.51.100.10' })).toBe(204);
    expect(await november()).toEqual({ started: perWindow, sent: 1 });

    // The relay's hour ends; its beacons count again.
    clock.set('2026-11-10T16:00:00Z');
    expect(await post('{"event":"enviado"}', forged(perWindow + 2), { relay })).toBe(204);
  });

  it('refuses with 403 a beacon another site’s page made a browser send, and counts and writes nothing; counts the site’s page at any of its addresses', async () => {
    const { post, written, november } = endpoint();

    expect(await post('{"event":"empezado"}', ADDRESS, { fetchSite: 'cross-site' })).toBe(403);
    expect(await post('{"event":"empezado"}', ADDRESS, { fetchSite: 'same-site' })).toBe(403);
    expect(await post('{"event":"enviado"}', ADDRESS, { origin: 'https://otro.example' })).toBe(
      403,
    );
    expect(
      await post('{"event":"enviado"}', ADDRESS, { origin: SITE, fetchSite: 'cross-site' }),
    ).toBe(403);
    expect(await post('{"event":"enviado"}', ADDRESS, { fetchSite: 'none' })).toBe(403);
    expect(await november()).toEqual({ started: 0, sent: 0 });
    expect(written).toEqual([]);

    // The site's own page: its browser says so, or says nothing (a script, an old browser).
    expect(
      await post('{"event":"empezado"}', ADDRESS, { origin: SITE, fetchSite: 'same-origin' }),
    ).toBe(204);
    expect(await post('{"event":"enviado"}', ADDRESS)).toBe(204);
    // Its page at another of the site's addresses (web.app beside a custom domain): the browser
    // says same-origin, and is believed over an Origin other than SITE_URL's.
    expect(
      await post('{"event":"empezado"}', ADDRESS, {
        origin: 'https://primer-paso.web.app',
        fetchSite: 'same-origin',
      }),
    ).toBe(204);
    expect(await november()).toEqual({ started: 2, sent: 1 });
  });

  it('keeps a start’s, a send’s and the intake’s count of one address under unrelated keys', async () => {
    const { post, written, keys } = endpoint();

    await post('{"event":"empezado"}');
    await post('{"event":"enviado"}');

    expect(written).toHaveLength(2);
    const [started, sent] = written.map((key) => key.slice(key.indexOf(':') + 1));
    expect(started).not.toBe(sent);
    expect([started, sent]).not.toContain(clientKeyOf(keys, ADDRESS));
  });

  it('answers 503 when the count cannot be stored, and logs the failure without the address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { post } = endpoint();
    const failing = {
      siteOrigin: SITE,
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
