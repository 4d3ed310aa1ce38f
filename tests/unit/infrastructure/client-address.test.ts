import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  FORWARDED_ENTRIES_LOG,
  forwardedEntriesNote,
  relayAddress,
} from '../../../src/server/client-address';

const PEER = '10.0.0.9';

/** A request as the function sees it: X-Forwarded-For as sent, and the socket's peer. */
const request = (
  forwardedFor?: string | string[],
  socket: { remoteAddress?: string } = { remoteAddress: PEER },
) => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket,
});

describe("the sender's address behind the site's proxies (clientAddress)", () => {
  it('takes the entry the trusted proxies wrote, counted from the right', () => {
    // Hosting's CDN appends the sender, Google's front end appends the CDN.
    expect(clientAddress(request('203.0.113.7, 130.211.0.1'), 2)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7, 130.211.0.1'), 1)).toBe('130.211.0.1');
  });

  it('ignores whatever the sender wrote on the left, so a forged entry cannot pick its own key', () => {
    const forged = request('1.1.1.1, 8.8.8.8,203.0.113.7 , 130.211.0.1');

    expect(clientAddress(forged, 2)).toBe('203.0.113.7');
    // Each request with a new forged entry still counts against the same address.
    expect(clientAddress(request('9.9.9.9, 203.0.113.7, 130.211.0.1'), 2)).toBe('203.0.113.7');
  });

  it('reads the header sent more than once as one list, in order', () => {
    expect(clientAddress(request(['6.6.6.6', '203.0.113.7, 130.211.0.1']), 2)).toBe('203.0.113.7');
  });

  it("falls back to the socket's peer when the header has fewer entries than hops, or none", () => {
    expect(clientAddress(request('130.211.0.1'), 2)).toBe(PEER);
    expect(clientAddress(request(), 2)).toBe(PEER);
    expect(clientAddress(request(' , '), 1)).toBe(PEER);
  });

  it("trusts no header at all with no proxy in front (hops 0): the socket's peer", () => {
    expect(clientAddress(request('203.0.113.7, 130.211.0.1'), 0)).toBe(PEER);
  });

  it('counts every request whose sender cannot be told under one shared address', () => {
    expect(clientAddress(request(undefined, {}), 2)).toBe('desconocida');
  });
});

describe('who relayed the request to the server (relayAddress)', () => {
  it("is the right-most entry, which the sender cannot write, when it is not the sender's", () => {
    expect(relayAddress(request('6.6.6.6, 203.0.113.7, 130.211.0.1'), 2)).toBe('130.211.0.1');
    // A caller at the function's own URL: Google's front end appends the caller alone.
    expect(relayAddress(request('1.1.1.1, 2.2.2.2, 198.51.100.66'), 2)).toBe('198.51.100.66');
  });

  it('is nothing when the sender is the right-most entry already (hops 1 or 0)', () => {
    expect(relayAddress(request('203.0.113.7'), 1)).toBeUndefined();
    expect(relayAddress(request(''), 0)).toBeUndefined();
  });
});

describe('how many X-Forwarded-For entries an instance receives (forwardedEntriesNote)', () => {
  it('logs the count once per instance, under a stable text, and never an address', () => {
    const lines: string[] = [];
    const note = forwardedEntriesNote((text, fields) =>
      lines.push(`${text} ${JSON.stringify(fields)}`),
    );

    note(request('6.6.6.6, 203.0.113.7, 130.211.0.1'), 2);
    note(request('203.0.113.8, 130.211.0.1'), 2);

    expect(lines).toEqual([`${FORWARDED_ENTRIES_LOG} {"entries":3,"forwardedHops":2}`]);
    expect(lines.join()).not.toMatch(/\d+\.\d+\.\d+\.\d+|10\.0\.0\.9/);
  });

  it('counts no entries as 0, the socket peer aside; a new instance logs again', () => {
    const lines: string[] = [];
    const log = (_text: string, fields: object) => lines.push(JSON.stringify(fields));
    forwardedEntriesNote(log)(request(), 2);
    forwardedEntriesNote(log)(request(['2001:db8::1', '130.211.0.1']), 2);

    expect(lines).toEqual(['{"entries":0,"forwardedHops":2}', '{"entries":2,"forwardedHops":2}']);
    expect(lines.join()).not.toContain(PEER);
    expect(lines.join()).not.toContain('2001:db8');
  });
});
