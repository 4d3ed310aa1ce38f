import { describe, expect, it } from 'vitest';
import { networkTripwire } from '../support/network-tripwire';

describe('network tripwire', () => {
  it('records any request a unit test makes, so that test fails', async () => {
    await fetch('http://tripwire.invalid/solicitudes', { method: 'POST' }).catch(() => undefined);

    expect(networkTripwire.takeAttempts()).toEqual(['POST http://tripwire.invalid/solicitudes']);
  });

  it('fails the test that reached the network', async () => {
    await fetch('http://tripwire.invalid/').catch(() => undefined);

    expect(() => networkTripwire.assertUntouched()).toThrow(
      'A unit test reached the network: GET http://tripwire.invalid/',
    );
  });
});
