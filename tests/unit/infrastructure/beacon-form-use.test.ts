import { afterEach, describe, expect, it, vi } from 'vitest';
import { BeaconFormUse, browserBeacon } from '../../../src/form-use/adapters/http/beacon-form-use';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the page's beacon of the form's use", () => {
  it('sends the event alone to /api/uso on the site’s own origin', async () => {
    const sent: [string, string][] = [];
    const beacon = new BeaconFormUse((path, body) => void sent.push([path, body]));

    await beacon.execute('empezado');
    await beacon.execute('enviado');

    expect(sent).toEqual([
      ['/api/uso', '{"event":"empezado"}'],
      ['/api/uso', '{"event":"enviado"}'],
    ]);
  });

  it("is the browser's sendBeacon with a string body (text/plain, a simple request)", () => {
    const beacons: unknown[][] = [];
    const fetched: unknown[][] = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (...args: unknown[]) => beacons.push(args) > 0,
    });
    vi.stubGlobal('fetch', async (...args: unknown[]) => fetched.push(args));

    browserBeacon('/api/uso', '{"event":"empezado"}');

    expect(beacons).toEqual([['/api/uso', '{"event":"empezado"}']]);
    expect(fetched).toEqual([]);
  });

  it('falls back to a kept-alive fetch without credentials where there is no beacon, or it is refused', () => {
    const fetched: unknown[][] = [];
    vi.stubGlobal('fetch', async (...args: unknown[]) => fetched.push(args));
    const expected = [
      '/api/uso',
      {
        method: 'POST',
        body: '{"event":"enviado"}',
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      },
    ];

    vi.stubGlobal('navigator', {});
    browserBeacon('/api/uso', '{"event":"enviado"}');
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    browserBeacon('/api/uso', '{"event":"enviado"}');

    expect(fetched).toEqual([expected, expected]);
  });
});
